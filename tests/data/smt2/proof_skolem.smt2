; An existential that z3 skolemizes (y!0) and an unnamed universal whose proof instance is at
; that skolem, no term of the query.
(declare-fun g (Int) Int)
(declare-fun c () Int)
(assert (exists ((y Int)) (! (> (g y) c) :qid ex)))
(assert (forall ((x Int)) (! (<= (g x) 5) :pattern ((g x)))))
(assert (not (< c 5)))
(check-sat)
