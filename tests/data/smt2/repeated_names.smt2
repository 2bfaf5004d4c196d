; Two checks with the same :boogie-vc-id: `wobble check` names them P and P#2, and
; `wobble explain --query` takes the same names (tests/e2e/explain.rs). P is proved in every run;
; P#2 is satisfiable, so it never is.
(declare-fun a () Int)
(push 1)
(set-info :boogie-vc-id P)
(assert (not (= a a)))
(check-sat)
(pop 1)
(push 1)
(set-info :boogie-vc-id P)
(assert (not (= a 0)))
(check-sat)
(pop 1)
