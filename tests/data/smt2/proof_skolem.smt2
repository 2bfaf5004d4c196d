; An existential that z3 skolemizes (y!0): the proof's instance of the unnamed universal is at
; the skolem and is no term of the query.
(declare-fun g (Int) Int)
(assert (exists ((y Int)) (! (> (g y) 5) :qid ex)))
(assert (forall ((x Int)) (! (<= (g x) 5) :pattern ((g x)))))
(check-sat)
