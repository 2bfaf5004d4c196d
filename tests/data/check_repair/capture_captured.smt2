; check-repair's test subject: a quantifier with an inner binder, and a constant named like it.
(declare-fun P (Int Int) Bool)
(declare-const y Int)
(declare-const a Int)
(assert (forall ((x Int)) (exists ((y Int)) (P x y))))
(assert (> a 0))
(assert (exists ((y Int)) (P y y)))
(assert (not (P a a)))
(check-sat)
