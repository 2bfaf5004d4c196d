;; Written for wobble, in the style of the queries Verus hands to z3 (not taken from Verus's
;; output): Verus's solver options, names with `!`, `.`, `/`, `?` and `@` as Verus writes them,
;; datatypes (an Option and a List) whose testers are the indexed `(_ is C)`, functions defined
;; by quantified axioms with patterns, qids and skolemids, and one function's proof obligation
;; per scope: `(push)`, its hypotheses, the negated goal, `(check-sat)`, `(pop)`; and, as Verus
;; does, a resource limit, so that every run is bounded by a count rather than the clock.
;; z3 4.8.12: unsat, unsat, unsat (rlimit-count 894, 890, 1419; z3 5.4.1: 741, 728, 1269).
(set-option :auto_config false)
(set-option :smt.mbqi false)
(set-option :smt.case_split 3)
(set-option :smt.qi.eager_threshold 100.0)
(set-option :smt.delay_units true)
(set-option :smt.arith.solver 2)
(set-option :smt.arith.nl false)
(set-option :rlimit 100000)

;; Datatypes
(declare-datatypes ((core!option.Option. 0) (lib!list.List. 0))
 ((
   (core!option.Option./None)
   (core!option.Option./Some (core!option.Option./Some/?0 Int)))
  (
   (lib!list.List./Nil)
   (lib!list.List./Cons (lib!list.List./Cons/?head Int) (lib!list.List./Cons/?tail lib!list.List.)))))

;; Function-Decl lib::list::len, lib::list::head, lib::list::sum
(declare-fun lib!list.len.? (lib!list.List.) Int)
(declare-fun lib!list.head.? (lib!list.List.) core!option.Option.)
(declare-fun lib!list.sum.? (lib!list.List.) Int)

;; Function-Axioms lib::list::len
(assert
 (forall ((l! lib!list.List.)) (!
   (= (lib!list.len.? l!) (ite ((_ is lib!list.List./Cons) l!)
     (+ 1 (lib!list.len.? (lib!list.List./Cons/?tail l!)))
     0))
   :pattern ((lib!list.len.? l!))
   :qid internal_lib!list.len.?_definition
   :skolemid skolem_internal_lib!list.len.?_definition
)))
(assert
 (forall ((l! lib!list.List.)) (!
   (>= (lib!list.len.? l!) 0)
   :pattern ((lib!list.len.? l!))
   :qid user_lib__list__len_nonneg_0
   :skolemid skolem_user_lib__list__len_nonneg_0
)))

;; Function-Axioms lib::list::head
(assert
 (forall ((l! lib!list.List.)) (!
   (= (lib!list.head.? l!) (ite ((_ is lib!list.List./Cons) l!)
     (core!option.Option./Some (lib!list.List./Cons/?head l!))
     core!option.Option./None))
   :pattern ((lib!list.head.? l!))
   :qid internal_lib!list.head.?_definition
   :skolemid skolem_internal_lib!list.head.?_definition
)))

;; Function-Axioms lib::list::sum
(assert
 (forall ((l! lib!list.List.)) (!
   (= (lib!list.sum.? l!) (ite ((_ is lib!list.List./Cons) l!)
     (+ (lib!list.List./Cons/?head l!) (lib!list.sum.? (lib!list.List./Cons/?tail l!)))
     0))
   :pattern ((lib!list.sum.? l!))
   :qid internal_lib!list.sum.?_definition
   :skolemid skolem_internal_lib!list.sum.?_definition
)))

;; Function-Def lib::list::head_of_nonempty
(push)
 (declare-const l@ lib!list.List.)
 (assert (> (lib!list.len.? l@) 0))
 (assert
  (not (! ((_ is core!option.Option./Some) (lib!list.head.? l@))
   :named %%location_label%%0)))
 (check-sat)
(pop)

;; Function-Def lib::list::head_value
(push)
 (declare-const l@ lib!list.List.)
 (declare-const h@ Int)
 (assert (= l@ (lib!list.List./Cons h@ lib!list.List./Nil)))
 (assert
  (not (let ((o$ (lib!list.head.? l@)))
   (and ((_ is core!option.Option./Some) o$) (= (core!option.Option./Some/?0 o$) h@)))))
 (check-sat)
(pop)

;; Function-Def lib::list::sum_of_two
(push)
 (declare-const a@ Int)
 (declare-const b@ Int)
 (declare-const l@ lib!list.List.)
 (assert (= l@ (lib!list.List./Cons a@ (lib!list.List./Cons b@ lib!list.List./Nil))))
 (assert
  (not (and (= (lib!list.sum.? l@) (+ a@ b@)) (= (lib!list.len.? l@) 2))))
 (check-sat)
(pop)
