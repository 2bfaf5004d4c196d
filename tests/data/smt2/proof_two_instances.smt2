; A query z3 proves by instantiating `pos` twice, at a and at b.
(declare-fun f (Int) Int)
(declare-fun a () Int)
(declare-fun b () Int)
(assert (forall ((x Int)) (! (> (f x) 0) :pattern ((f x)) :qid pos)))
(assert (not (and (> (f a) 0) (> (f b) 0))))
(check-sat)
