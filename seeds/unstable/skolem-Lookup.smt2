;; Written for wobble (not Verus's output): a query in the shape of Verus's, the SMT twin of
;; codec.bpl with the key behind an existential. Its options, `!`-names, :pattern, :qid and
;; :skolemid as Verus writes them; the goal is the last assertion, a negation, before the check.
;; The hypothesis `user_lib__codec__stored_1` says some key k is stored at a slot enc(k) in
;; {0, 1}; z3 skolemizes k (its own constant, `k!skolem_user_lib__codec__stored_1!0`). The proof
;; needs the axiom `user_lib__codec__dec_enc_0` at x := that skolem, whose trigger
;; dec(enc(k)) is not in the query; dec(t) is, with t in {0, 1}. When z3's random arithmetic
;; model gives t and enc(k) the same value, it merges them, the trigger matches, and the goal is
;; proved; otherwise it gives up with a fast `unknown` (seeds/unstable/MEASUREMENTS.md).
(set-option :auto_config false)
(set-option :smt.mbqi false)
(set-option :smt.case_split 3)
(set-option :smt.qi.eager_threshold 100.0)
(set-option :smt.delay_units true)
(set-option :smt.arith.random_initial_value true)

;; Function-Decl lib::codec
(declare-fun lib!codec.dec.? (Int) Int)
(declare-fun lib!codec.enc.? (Int) Int)
(declare-fun lib!codec.tag.? (Int) Int)
(declare-fun lib!codec.used.? (Int) Bool)

;; Function-Axioms lib::codec::dec
(assert (forall ((x Int)) (! (and (= (lib!codec.dec.? (lib!codec.enc.? x)) x) (= (lib!codec.dec.? (lib!codec.enc.? x)) (lib!codec.tag.? x))) :pattern ((lib!codec.dec.? (lib!codec.enc.? x))) :qid user_lib__codec__dec_enc_0 :skolemid skolem_user_lib__codec__dec_enc_0)))

;; Function-Def lib::codec::lookup
(declare-const t~2@ Int)
(assert (and (<= 0 t~2@) (< t~2@ 2) (= (lib!codec.dec.? t~2@) 0)))
(assert (exists ((k Int)) (! (and (<= 0 (lib!codec.enc.? k)) (< (lib!codec.enc.? k) 2) (lib!codec.used.? (lib!codec.enc.? k))) :qid user_lib__codec__stored_1 :skolemid skolem_user_lib__codec__stored_1)))
(assert (not (exists ((y Int)) (! (and (lib!codec.used.? (lib!codec.enc.? y)) (= (lib!codec.tag.? y) y)) :pattern ((lib!codec.tag.? y)) :qid user_lib__codec__lookup_2 :skolemid skolem_user_lib__codec__lookup_2))))
(check-sat)
