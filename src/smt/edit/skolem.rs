//! The anchor's recipe for a query whose proof instantiates at z3's own skolems (Cazamariposas,
//! CADE 2025: skolemize with declared functions, then instantiate): z3 names the witness of an
//! existential itself (`k!0`), so the instances a proof makes at it cannot be written into the
//! query. Here every existential (an `exists` asserted or a `forall` denied, in a hypothesis or
//! in the goal, through Boogie's `let`s) is first skolemized at functions the query declares
//! ([`skolemize_existentials`]); a proof of that query then names its instances over those
//! symbols, and they are asserted just before the goal, after the declarations
//! ([`instantiate_at_constants`]). The never-weaken rule admits both
//! (`crate::explain::never_weaken::smt`).

use super::instantiate::{
    binder, command_of, fresh, instantiate_all, names_in, qid_of, rebuild, substitute, Edit, EditError,
};
use crate::smt::observation::proof::{witness_variable, ProofInstance, QuantifierKey};
use crate::smt::text::sexp::read_one;
use crate::smt::text::sexp::Sexp;
use crate::smt::text::term::{symbols, unannotated};
use crate::smt::text::unit::Unit;
use std::collections::{BTreeSet, HashMap};

/// Existentials skolemized per unit at most.
pub const MAX_SKOLEMIZED: usize = 128;

/// A unit with its existentials skolemized at declared functions and constants.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Skolemized {
    /// The skolemized unit (each edited assertion on one line, its declarations before it).
    pub unit: Unit,
    /// The existentials skolemized, in the unit's order (one key per existential: its `:qid`,
    /// or its assertion's position).
    pub keys: Vec<QuantifierKey>,
    /// The functions and constants declared for their variables.
    pub constants: Vec<String>,
}

/// A place's polarity: whether the formula there is asserted (`Pos`), denied (`Neg`), or both
/// (under `=`, `xor`, an `ite`'s condition, a function's argument).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Polarity {
    Pos,
    Neg,
    Both,
}

impl Polarity {
    fn flip(self) -> Polarity {
        match self {
            Polarity::Pos => Polarity::Neg,
            Polarity::Neg => Polarity::Pos,
            Polarity::Both => Polarity::Both,
        }
    }

    fn join(a: Option<Polarity>, b: Polarity) -> Polarity {
        match a {
            None => b,
            Some(a) if a == b => a,
            Some(_) => Polarity::Both,
        }
    }
}

/// The polarity of each child of `t` (in a place of polarity `pol`), for the connectives; `None`
/// for any other head (its children are in both polarities).
fn children(t: &Sexp, pol: Polarity) -> Option<Vec<Polarity>> {
    let l = t.as_list()?;
    let n = l.len();
    let same = |i: usize| if i == 0 { Polarity::Both } else { pol };
    Some(match t.head()? {
        "and" | "or" => (0..n).map(same).collect(),
        "not" => (0..n).map(|i| if i == 0 { Polarity::Both } else { pol.flip() }).collect(),
        "=>" => (0..n).map(|i| if i == 0 || i + 1 == n { same(i) } else { pol.flip() }).collect(),
        "ite" if n == 4 => vec![Polarity::Both, Polarity::Both, pol, pol],
        "!" => (0..n).map(|i| if i == 1 { pol } else { Polarity::Both }).collect(),
        _ => return None,
    })
}

/// The polarity in which each of `names` is used in `t` (a place of polarity `pol`), joined
/// into `found` (a name shadowed by an inner binder is still counted: only the choice of what to
/// skolemize depends on it).
fn uses(t: &Sexp, pol: Polarity, names: &[String], found: &mut [Option<Polarity>]) {
    stacker::maybe_grow(crate::smt::text::sexp::STACK_RED_ZONE, crate::smt::text::sexp::STACK_GROWTH, || {
        if let Some(n) = t.symbol_name() {
            if let Some(i) = names.iter().position(|x| x == n) {
                found[i] = Some(Polarity::join(found[i], pol));
            }
            return;
        }
        let Some(l) = t.as_list() else { return };
        let pols = children(t, pol);
        for (i, c) in l.iter().enumerate() {
            let p = match (&pols, t.head()) {
                (Some(p), _) => p[i],
                (None, Some("forall" | "exists")) if i == 2 => pol,
                (None, Some("let")) if i == 2 => pol,
                _ => Polarity::Both,
            };
            uses(c, p, names, found);
        }
    });
}

/// Whether a binder inside `t` binds one of `names` (an explicit stack: terms can be deep).
fn binds_any(t: &Sexp, names: &BTreeSet<String>) -> bool {
    let mut stack = vec![t];
    while let Some(t) = stack.pop() {
        if let Some((_, vars, _)) = binder(t) {
            if vars.iter().any(|(v, _)| names.contains(v)) {
                return true;
            }
        }
        stack.extend(t.as_list().into_iter().flatten());
    }
    false
}

/// The walk that skolemizes one assertion: the existentials met (an `exists` asserted, a
/// `forall` denied), outermost first, at fresh functions of the universal variables around them.
struct Walk {
    taken: BTreeSet<String>,
    /// The assertion's position (the key of an existential without a `:qid`).
    index: usize,
    decls: Vec<String>,
    keys: Vec<QuantifierKey>,
    names: Vec<String>,
    left: usize,
    /// When not empty, only the existentials that bind one of these variables, or hold one that
    /// does, are skolemized (the others are left as they are).
    wanted: BTreeSet<String>,
}

impl Walk {
    /// Whether the existential binding `vars` over `body` is to be skolemized.
    fn wants(&self, vars: &[(String, Sexp)], body: &Sexp) -> bool {
        self.wanted.is_empty() || vars.iter().any(|(v, _)| self.wanted.contains(v)) || binds_any(body, &self.wanted)
    }

    fn term(&mut self, t: &Sexp, pol: Polarity, around: &mut Vec<(String, Sexp)>) -> Sexp {
        stacker::maybe_grow(crate::smt::text::sexp::STACK_RED_ZONE, crate::smt::text::sexp::STACK_GROWTH, || {
            self.term_inner(t, pol, around)
        })
    }

    fn term_inner(&mut self, t: &Sexp, pol: Polarity, around: &mut Vec<(String, Sexp)>) -> Sexp {
        let Some(l) = t.as_list() else { return t.clone() };
        if pol == Polarity::Both {
            return t.clone();
        }
        if let Some((head, vars, body)) = binder(t) {
            // A binder that shadows a variable around would make the arguments ambiguous.
            if vars.iter().any(|(v, _)| around.iter().any(|(u, _)| u == v)) {
                return t.clone();
            }
            let existential = (head == "exists") == (pol == Polarity::Pos);
            if !existential {
                let k = around.len();
                around.extend(vars);
                let inner = self.term(body, pol, around);
                around.truncate(k);
                return Sexp::List(vec![l[0].clone(), l[1].clone(), inner]);
            }
            if self.left == 0 || !self.wants(&vars, body) {
                return t.clone();
            }
            let key = qid_of(body).map_or(QuantifierKey::Position(self.index), QuantifierKey::Qid);
            let base = match &key {
                QuantifierKey::Qid(q) => q.clone(),
                QuantifierKey::Position(i) => format!("a{i}"),
            };
            let sorts: Vec<String> = around.iter().map(|(_, s)| s.to_string()).collect();
            let Some(args) = around.iter().map(|(u, _)| Sexp::symbol(u.as_str())).collect::<Option<Vec<Sexp>>>() else {
                return t.clone();
            };
            // Every variable's symbol first: nothing is declared for a quantifier left as it is.
            let (mut map, mut decls, mut names) = (HashMap::new(), Vec::new(), Vec::new());
            for (v, sort) in &vars {
                let name = fresh(&format!("sk!{base}!{v}"), &self.taken, &BTreeSet::new());
                self.taken.insert(name.clone());
                let Some(sym) = Sexp::symbol(name.clone()) else { return t.clone() };
                decls.push(format!("(declare-fun {sym} ({}) {sort})", sorts.join(" ")));
                let applied = if args.is_empty() { sym } else { Sexp::List([vec![sym], args.clone()].concat()) };
                map.insert(v.clone(), applied);
                names.push(name);
            }
            self.left -= 1;
            self.decls.extend(decls);
            self.names.extend(names);
            self.keys.push(key);
            let replaced = substitute(unannotated(body), &map, &mut self.taken);
            return self.term(&replaced, pol, around);
        }
        if t.head() == Some("let") && l.len() == 3 {
            let bindings: Vec<(String, &Sexp)> = (l[1].as_list().unwrap_or(&[]).iter())
                .filter_map(|b| match b.as_list()? {
                    [n, v] => Some((n.symbol_name()?.to_string(), v)),
                    _ => None,
                })
                .collect();
            let names: Vec<String> = bindings.iter().map(|(n, _)| n.clone()).collect();
            if names.iter().any(|n| around.iter().any(|(u, _)| u == n))
                || bindings.len() != l[1].as_list().map_or(0, <[Sexp]>::len)
            {
                return t.clone();
            }
            let mut used = vec![None; names.len()];
            uses(&l[2], pol, &names, &mut used);
            let bound: Vec<Sexp> = bindings
                .iter()
                .zip(&used)
                .map(|((n, v), u)| {
                    let v = match u {
                        Some(p) => self.term(v, *p, around),
                        None => (*v).clone(),
                    };
                    Sexp::List(vec![Sexp::symbol(n.as_str()).unwrap_or_else(|| v.clone()), v])
                })
                .collect();
            let body = self.term(&l[2], pol, around);
            return Sexp::List(vec![l[0].clone(), Sexp::List(bound), body]);
        }
        let Some(pols) = children(t, pol) else { return t.clone() };
        Sexp::List(l.iter().zip(pols).map(|(c, p)| self.term(c, p, around)).collect())
    }
}

/// Every existential of `unit` (an `exists` asserted or a `forall` denied, in any assertion, the
/// goal included, through `and`, `or`, `not`, `=>`, an `ite`'s branches, `!` and the `let`s whose
/// variables are used in one polarity; at most [`MAX_SKOLEMIZED`]: the goal's when it has any,
/// otherwise those of the hypotheses, nearest the goal first) replaced by its body at fresh
/// functions of the universal variables around it (constants when there are none): what z3's own
/// skolemization does, with names the query declares. The declarations go just before their
/// assertion; the goal's go before the command preceding it, so that assertions inserted before
/// the goal can use them.
pub fn skolemize_existentials(unit: &Unit) -> Result<Skolemized, EditError> {
    skolemize_at(unit, BTreeSet::new())
}

/// [`skolemize_existentials`] of only the existentials whose witnesses a proof named
/// (`witnesses`, z3's names such as `y!0`: the existentials that bind `y`, and those that hold
/// one that does, wherever they are), the anchor's skolemization of the quantifiers its proof
/// instances need; every existential as [`skolemize_existentials`] when no witness names a
/// variable of one. A query's other existentials keep their text: on a Dafny query whose proof
/// named the witnesses of a few, skolemizing the first 128 changed its search as much as any
/// perturbation.
pub fn skolemize_witnessed(unit: &Unit, witnesses: &[String]) -> Result<Skolemized, EditError> {
    let wanted: BTreeSet<String> = witnesses.iter().filter_map(|w| witness_variable(w)).map(str::to_string).collect();
    match skolemize_at(unit, wanted.clone()) {
        Err(EditError::NoExistential) if !wanted.is_empty() => skolemize_at(unit, BTreeSet::new()),
        other => other,
    }
}

/// The skolemization of the existentials `wanted` selects (all when it is empty).
fn skolemize_at(unit: &Unit, wanted: BTreeSet<String>) -> Result<Skolemized, EditError> {
    let goal = unit.goal();
    let selective = !wanted.is_empty();
    let mut walk = Walk {
        taken: names_in(unit.text()),
        index: 0,
        decls: Vec::new(),
        keys: Vec::new(),
        names: Vec::new(),
        left: MAX_SKOLEMIZED,
        wanted,
    };
    let mut edits: HashMap<usize, String> = HashMap::new();
    let mut goal_decls = Vec::new();
    // The goal first, then the hypotheses nearest it (a verifier's prelude comes first, and its
    // existentials are the least likely to be the proof's witnesses), while the cap lasts.
    let mut assertions = unit.assertions();
    assertions.sort_by_key(|a| (Some(a.index) != goal, std::cmp::Reverse(a.index)));
    let mut keys: Vec<(usize, QuantifierKey, Vec<String>)> = Vec::new();
    for a in assertions {
        // The goal's existentials, when it has any, are the proof's witnesses; a hypothesis's
        // (mostly a verifier's prelude) are skolemized only when it has none, or when the
        // proof named them.
        if !selective && Some(a.index) != goal && !keys.is_empty() && keys.iter().all(|(i, _, _)| Some(*i) == goal) {
            break;
        }
        let Ok(command) = a.sexp() else { continue };
        let Some(term) = command.as_list().and_then(|l| l.get(1)) else { continue };
        walk.index = a.index;
        let (before, keys_before, names_before) = (walk.decls.len(), walk.keys.len(), walk.names.len());
        let edited = walk.term(term, Polarity::Pos, &mut Vec::new());
        if walk.decls.len() == before {
            continue;
        }
        for k in walk.keys.drain(keys_before..) {
            keys.push((a.index, k, Vec::new()));
        }
        if let Some(last) = keys.last_mut() {
            last.2 = walk.names.drain(names_before..).collect();
        }
        let decls: Vec<String> = walk.decls[before..].to_vec();
        let i = command_of(unit, a.index);
        let assertion = format!("(assert {edited})");
        if Some(a.index) == goal && i > 0 {
            goal_decls = decls;
            edits.insert(i, assertion);
        } else {
            edits.insert(i, format!("{}\n{assertion}", decls.join("\n")));
        }
    }
    if keys.is_empty() {
        return Err(EditError::NoExistential);
    }
    // Reported in the unit's order.
    keys.sort_by_key(|(index, _, _)| *index);
    if let Some(g) = goal.map(|g| command_of(unit, g)).filter(|_| !goal_decls.is_empty()) {
        let prev = unit.commands().get(g - 1).map(|c| unit.command_text(c).to_string()).unwrap_or_default();
        let prev = edits.remove(&(g - 1)).unwrap_or(prev);
        edits.insert(g - 1, format!("{prev}\n{}", goal_decls.join("\n")));
    }
    let text = rebuild(unit, &edits, &[]);
    let unit = Unit::single(unit.name(), &text).map_err(|e| EditError::Read(e.to_string()))?;
    let constants = keys.iter().flat_map(|(_, _, names)| names.iter().cloned()).collect();
    Ok(Skolemized { unit, keys: keys.into_iter().map(|(_, k, _)| k).collect(), constants })
}

/// Whether an instance binds a term that mentions one of `constants`.
pub fn over(instance: &ProofInstance, constants: &[String]) -> bool {
    instance.iter().any(|b| {
        let mut names = BTreeSet::new();
        if let Ok(t) = read_one(&b.term) {
            symbols(&t, &mut names);
        }
        constants.iter().any(|c| names.contains(c))
    })
}

/// The skolemized unit of `sk` with, for each quantified hypothesis of `proof` (its key and the
/// instances a proof of the skolemized unit used), the instances over `sk`'s constants asserted
/// just before the goal; the quantifiers that took instances with how many. A quantifier that is
/// no hypothesis (the goal's) is passed over; `Err` when no instance could be added.
pub fn instantiate_at_constants(
    sk: &Skolemized,
    proof: &[(QuantifierKey, Vec<ProofInstance>)],
) -> Result<(Edit, Vec<(QuantifierKey, usize)>), EditError> {
    instantiate_skolemized(sk, proof, true)
}

/// [`instantiate_at_constants`], or (`only_over_constants` false) every instance of `proof`
/// asserted: the skolemized query's whole proof instantiation.
pub fn instantiate_skolemized(
    sk: &Skolemized,
    proof: &[(QuantifierKey, Vec<ProofInstance>)],
    only_over_constants: bool,
) -> Result<(Edit, Vec<(QuantifierKey, usize)>), EditError> {
    let mut unit = sk.unit.clone();
    let mut added = Vec::new();
    for (key, instances) in proof {
        let at: Vec<ProofInstance> =
            instances.iter().filter(|i| !only_over_constants || over(i, &sk.constants)).cloned().collect();
        let Ok(edit) = instantiate_all(&unit, key, &at) else { continue };
        unit = Unit::single(unit.name(), &edit.text).map_err(|e| EditError::Read(e.to_string()))?;
        added.push((key.clone(), at.len()));
    }
    if added.is_empty() {
        let key = proof.first().map_or(QuantifierKey::Position(0), |(k, _)| k.clone());
        return Err(EditError::NoInstances(key));
    }
    let keys: Vec<String> = sk.keys.iter().map(ToString::to_string).collect();
    let inst: Vec<String> = added.iter().map(|(k, n)| format!("{n} of {k}")).collect();
    let description = format!(
        "skolemized {} at the declared constants {}, and asserted the instance(s) over them ({}) before the goal",
        keys.join(", "),
        sk.constants.join(", "),
        inst.join(", ")
    );
    Ok((Edit { text: unit.text().to_string(), description }, added))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::smt::edit::fixtures::{answer, data, z3};
    use crate::smt::observation::proof::{proved, Binding, DEFAULT_BUDGET};
    use crate::smt::perturbation::mutate::Perturbation;
    use crate::smt::solving::cache::QueryCache;
    use crate::smt::solving::solve::Answer;

    fn verus() -> Unit {
        data("proof_verus.smt2")
    }

    fn bind(var: &str, term: &str) -> ProofInstance {
        vec![Binding { var: var.into(), sort: "Int".into(), term: term.into() }]
    }

    #[test]
    fn every_existential_is_skolemized_at_functions_of_the_universals_around_it() {
        let sk = skolemize_existentials(&verus()).unwrap();
        let c = "sk!user_lib__exists_w!w";
        assert_eq!(sk.keys, [QuantifierKey::Qid("user_lib__exists_w".into())]);
        assert_eq!(sk.constants, [c]);
        let t = sk.unit.text();
        assert!(
            t.contains(&format!("(declare-fun {c} () Int)\n(assert (and (req%%lib!f.? {c}) (> {c} 10)))\n")),
            "{t}"
        );
        // The goal's negated existential is universal: it stays as written.
        assert!(t.contains("(assert (not (exists ((v Int))"), "{t}");
        assert_eq!(answer(t), Answer::Unsat);
        // The goal's existential (a `forall` denied through a `let`) only, while it has one.
        let shapes = data("skolem_shapes.smt2");
        let sk = skolemize_existentials(&shapes).unwrap();
        let t = sk.unit.text();
        assert_eq!((sk.keys, sk.constants), (vec![QuantifierKey::Position(4)], vec!["sk!a4!z".to_string()]));
        // Its constant is declared before the command that precedes the goal ends.
        assert!(
            t.contains("(p 5)))\n(declare-fun sk!a4!z () Int)\n(assert (not (let ((g (p sk!a4!z))) (=> (p 2) g))))\n"),
            "{t}"
        );
        assert!(t.contains("(assert (and (p 0) (exists ((x Int)) (p x))))"), "{t}");
        assert_eq!(answer(t), answer(shapes.text()));
        // Without it, the hypotheses': not those in both polarities (an `ite`'s condition) or
        // denied (left of `=>`).
        let hyps =
            Unit::single("q", &shapes.text().replace("(let ((g (forall ((z Int)) (p z)))) (=> (p 2) g))", "(p 2)"))
                .unwrap();
        let sk = skolemize_existentials(&hyps).unwrap();
        let t = sk.unit.text();
        assert_eq!(sk.keys, [QuantifierKey::Position(0), QuantifierKey::Qid("ry".into())]);
        assert_eq!(sk.constants, ["sk!a0!x", "sk!ry!y"]);
        assert!(t.contains("(declare-fun sk!a0!x () Int)\n(assert (and (p 0) (p sk!a0!x)))\n"), "{t}");
        assert!(t.contains("(declare-fun sk!ry!y (Int) Int)\n(assert (forall ((u Int)) (r u (sk!ry!y u))))\n"), "{t}");
        assert!(
            t.contains("(assert (ite (exists ((w Int)) (p w))") && t.contains("(assert (=> (exists ((v Int))"),
            "{t}"
        );
        assert_eq!(answer(t), answer(hyps.text()));
        // Nothing existential: nothing to do.
        let u = Unit::single(
            "q",
            "(declare-fun p (Int) Bool)\n(assert (forall ((x Int)) (p x)))\n(assert (not (p 1)))\n(check-sat)\n",
        )
        .unwrap();
        assert_eq!(skolemize_existentials(&u), Err(EditError::NoExistential));
    }

    #[test]
    fn only_the_existentials_whose_witnesses_a_proof_named_are_skolemized() {
        let shapes = data("skolem_shapes.smt2");
        // `y!3` names ry's witness: a hypothesis's, though the goal has an existential of its own.
        let sk = skolemize_witnessed(&shapes, &["y!3".into()]).unwrap();
        let t = sk.unit.text();
        assert_eq!((sk.keys, sk.constants), (vec![QuantifierKey::Qid("ry".into())], vec!["sk!ry!y".to_string()]));
        assert!(t.contains("(assert (and (p 0) (exists ((x Int)) (p x))))"), "{t}");
        assert!(t.contains("(assert (not (let ((g (forall ((z Int)) (p z)))) (=> (p 2) g))))"), "{t}");
        assert_eq!(answer(t), answer(shapes.text()));
        // Two witnesses, the goal's and a hypothesis's: both, in the unit's order.
        let sk = skolemize_witnessed(&shapes, &["z!0".into(), "x!1".into()]).unwrap();
        assert_eq!(sk.constants, ["sk!a0!x", "sk!a4!z"]);
        // A witness of an inner existential takes the one around it too.
        let nested = Unit::single(
            "q",
            "(declare-fun r (Int Int) Bool)\n(assert (exists ((a Int)) (exists ((b Int)) (r a b))))\n\
             (assert (exists ((c Int)) (r c c)))\n(assert (not (r 0 0)))\n(check-sat)\n",
        )
        .unwrap();
        let sk = skolemize_witnessed(&nested, &["b!7".into()]).unwrap();
        assert_eq!(sk.constants, ["sk!a0!a", "sk!a0!b"]);
        assert!(sk.unit.text().contains("(assert (exists ((c Int)) (r c c)))"), "{}", sk.unit.text());
        // Names that are no witness of any existential (or no z3 name at all): every one, as
        // skolemize_existentials does.
        for w in [vec!["q!0".to_string()], vec!["k".to_string()], vec![]] {
            assert_eq!(skolemize_witnessed(&shapes, &w), skolemize_existentials(&shapes), "{w:?}");
        }
    }

    #[test]
    fn the_skolemized_querys_proof_instances_over_the_constants_are_asserted_before_the_goal() {
        let sk = skolemize_existentials(&verus()).unwrap();
        let c = &sk.constants[0];
        let cache = QueryCache::new(tempfile::tempdir().unwrap().keep());
        let run = proved(&z3(), &cache, &sk.unit, &Perturbation::identity(), DEFAULT_BUDGET).unwrap();
        let proof: Vec<(QuantifierKey, Vec<ProofInstance>)> =
            run.instances.quantifiers.iter().map(|q| (q.key.clone(), q.instances.clone())).collect();
        let ens = QuantifierKey::Qid("user_lib__f_ens_0".into());
        assert!(proof.iter().any(|(k, i)| *k == ens && i.iter().all(|i| over(i, &sk.constants))), "{proof:?}");
        let (e, added) = instantiate_at_constants(&sk, &proof).unwrap();
        // The goal's quantifier (no hypothesis) is passed over.
        assert_eq!(added, [(ens, 1)]);
        let line = format!("(assert (=> (req%%lib!f.? {c}) (> (lib!f.? {c}) {c})))");
        let (decl, at, goal) = (
            e.text.find(&format!("(declare-fun {c} ")).unwrap(),
            e.text.find(&line).unwrap(),
            e.text.find("(assert (not (exists").unwrap(),
        );
        assert!(decl < at && at < goal, "{}", e.text);
        assert!(e.description.contains("1 of user_lib__f_ens_0"), "{}", e.description);
        assert_eq!(answer(&e.text), Answer::Unsat);
        // Instances not over a constant are left out; with none left, no edit.
        assert!(
            !over(&bind("x", "(+ k@0 1)"), &sk.constants) && over(&bind("x", &format!("(+ {c} 1)")), &sk.constants)
        );
        let elsewhere = [(QuantifierKey::Qid("user_lib__f_ens_0".into()), vec![bind("x", "k@0")])];
        assert!(matches!(instantiate_at_constants(&sk, &elsewhere), Err(EditError::NoInstances(_))));
    }
}
