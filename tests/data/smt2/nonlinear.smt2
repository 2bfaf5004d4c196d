; Written for wobble's tests: a nonlinear lemma (0 <= x, y, z and x*x + y*y < z*z imply
; x + y < 2*z) whose resource count depends on z3's random seed, with the file's own seed set
; first and the goal in a pushed scope. z3 4.8.12: unsat in about a second for every seed tried.
(set-option :smt.random_seed 1)
(declare-const x Int)
(declare-const y Int)
(declare-const z Int)
(push 1)
(assert (and (<= 0 x) (<= 0 y) (<= 0 z) (< (+ (* x x) (* y y)) (* z z))))
(assert (not (< (+ x y) (* 2 z))))
(check-sat)
(pop 1)
