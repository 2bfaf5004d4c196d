; Two axioms whose triggers feed each other (f's instance makes a g term, g's an f term): z3 keeps
; instantiating until its time limit on every seed. Written for tests/e2e/explain_budget.rs.
(set-option :auto_config false)
(set-option :smt.mbqi false)
(declare-fun f (Int) Int)
(declare-fun g (Int) Int)
(assert (forall ((x Int)) (! (> (f x) (g (f (+ x 1)))) :pattern ((f x)))))
(assert (forall ((x Int)) (! (> (g x) (f (- x 1))) :pattern ((g x)))))
(assert (> (f 0) 5))
(check-sat)
