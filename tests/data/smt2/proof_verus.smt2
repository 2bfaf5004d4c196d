;; Written for wobble's tests: a query in the shape of Verus's (its option lines, `%%` and `!`
;; names, :qid and :skolemid on every quantifier). The hypothesis `user_lib__exists_w` is an
;; existential; the proof instantiates `user_lib__f_ens_0` and the goal's quantifier at z3's
;; skolem of its witness. Expected with z3 4.8.12: unsat.
(set-option :auto_config false)
(set-option :smt.mbqi false)
(set-option :smt.case_split 3)
(declare-sort Poly 0)
(declare-fun req%%lib!f.? (Int) Bool)
(declare-fun lib!f.? (Int) Int)
(declare-fun %%apply%%0 (Poly Int) Int)
(assert (forall ((x Int)) (! (=> (req%%lib!f.? x) (> (lib!f.? x) x)) :pattern ((req%%lib!f.? x)) :qid user_lib__f_ens_0 :skolemid skolem_user_lib__f_ens_0)))
(assert (exists ((w Int)) (! (and (req%%lib!f.? w) (> w 10)) :qid user_lib__exists_w :skolemid skolem_user_lib__exists_w)))
(declare-fun k@0 () Int)
(assert (not (exists ((v Int)) (! (> (lib!f.? v) 10) :pattern ((lib!f.? v)) :qid user_goal :skolemid skolem_user_goal))))
(check-sat)
