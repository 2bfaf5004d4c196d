//! Which commands of a query need which others: a command *needs* the declarations of the user
//! symbols it mentions ([`crate::smt::text::symbols::declared_symbols`] gives what each command
//! declares, [`crate::smt::text::symbols::all_symbol_names`] what it mentions). Options and
//! `push`/`pop` are never removed. Two closures follow from the relation:
//!
//! - [`Deps::needed`]: the commands a set of kept commands needs, transitively (a kept assertion
//!   keeps the declarations of the symbols it uses, and theirs);
//! - [`Deps::dependents`]: the commands that need a removed one, transitively (removing a
//!   declaration removes every assertion and declaration that uses it).
//!
//! A symbol is matched by name across namespaces (a sort and a function of the same name are
//! both kept), and a bound variable that shadows a global name keeps that global: both
//! conservative, never an ill-formed candidate.

use crate::smt::text::query::Query;
use crate::smt::text::script::Command;
use crate::smt::text::symbols::{all_symbol_names, declared_symbols};
use std::collections::{BTreeSet, HashMap};

/// The role of a command in the reduction.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Role {
    /// A declaration or definition: removable.
    Declaration,
    /// An assertion: removable.
    Assertion,
    /// An option, `push` or `pop`: always kept.
    Fixed,
}

/// The dependency relation of one query's commands (indices into `Query::commands`).
#[derive(Clone, Debug)]
pub struct Deps {
    roles: Vec<Role>,
    /// `needs[i]`: the commands declaring a symbol that command `i` mentions (not `i` itself).
    needs: Vec<Vec<usize>>,
    /// `needed_by[j]`: the commands whose `needs` contain `j`.
    needed_by: Vec<Vec<usize>>,
}

fn role(c: &Command) -> Role {
    match c {
        Command::Declare { .. } => Role::Declaration,
        Command::Assert(_) => Role::Assertion,
        Command::SetOption { .. } | Command::Push(_) | Command::Pop(_) => Role::Fixed,
    }
}

impl Deps {
    /// The relation of `query`'s commands.
    pub fn of(query: &Query) -> Deps {
        let cmds = &query.commands;
        let mut declarers: HashMap<String, Vec<usize>> = HashMap::new();
        for (i, c) in cmds.iter().enumerate() {
            for d in declared_symbols(std::slice::from_ref(c)) {
                declarers.entry(d.name).or_default().push(i);
            }
        }
        let mut needs = vec![Vec::new(); cmds.len()];
        let mut needed_by = vec![Vec::new(); cmds.len()];
        for (i, c) in cmds.iter().enumerate() {
            let mut ns = BTreeSet::new();
            for name in all_symbol_names(std::slice::from_ref(c)) {
                for &j in declarers.get(&name).map(Vec::as_slice).unwrap_or_default() {
                    if j != i {
                        ns.insert(j);
                    }
                }
            }
            for &j in &ns {
                needed_by[j].push(i);
            }
            needs[i] = ns.into_iter().collect();
        }
        Deps { roles: cmds.iter().map(role).collect(), needs, needed_by }
    }

    /// Number of commands.
    pub fn len(&self) -> usize {
        self.roles.len()
    }

    pub fn is_empty(&self) -> bool {
        self.roles.is_empty()
    }

    pub fn role(&self, i: usize) -> Role {
        self.roles[i]
    }

    /// The commands that `i` mentions the declarations of.
    pub fn needs(&self, i: usize) -> &[usize] {
        &self.needs[i]
    }

    /// The indices of `present` with role `r`, in order.
    pub fn with_role(&self, present: &BTreeSet<usize>, r: Role) -> Vec<usize> {
        present.iter().copied().filter(|&i| self.roles[i] == r).collect()
    }

    /// `kept` plus every fixed command plus everything they need, transitively.
    pub fn needed(&self, kept: &BTreeSet<usize>) -> BTreeSet<usize> {
        let mut out: BTreeSet<usize> = (0..self.len()).filter(|&i| self.roles[i] == Role::Fixed).collect();
        let mut stack: Vec<usize> = kept.iter().copied().filter(|&i| i < self.len()).collect();
        stack.extend(out.iter().copied());
        while let Some(i) = stack.pop() {
            if out.insert(i) || self.roles[i] == Role::Fixed {
                for &j in &self.needs[i] {
                    if !out.contains(&j) {
                        stack.push(j);
                    }
                }
            }
        }
        out
    }

    /// `removed` plus every command that needs one of them, transitively (fixed commands are
    /// never removed).
    pub fn dependents(&self, removed: &BTreeSet<usize>) -> BTreeSet<usize> {
        let mut out = BTreeSet::new();
        let mut stack: Vec<usize> = removed.iter().copied().filter(|&i| i < self.len()).collect();
        while let Some(i) = stack.pop() {
            if self.roles[i] == Role::Fixed || !out.insert(i) {
                continue;
            }
            stack.extend(self.needed_by[i].iter().copied());
        }
        out
    }
}

/// The query with only the commands in `keep` (in their order); name and index stay.
pub fn restrict(query: &Query, keep: &BTreeSet<usize>) -> Query {
    Query {
        name: query.name.clone(),
        index: query.index,
        commands: query.commands.iter().enumerate().filter(|(i, _)| keep.contains(i)).map(|(_, c)| c.clone()).collect(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::smt::text::query::split_prover_log;

    const Q: &str = "(set-option :smt.mbqi false)\n(declare-sort U 0)\n(declare-fun f (U) Int)\n\
        (declare-fun g (Int) Int)\n(declare-fun c () U)\n(define-fun h ((x Int)) Int (g x))\n\
        (assert (forall ((u U)) (> (f u) 0)))\n(assert (= (h 1) 2))\n(push 1)\n(assert (not (> (f c) 0)))\n(check-sat)\n";

    fn q() -> Query {
        split_prover_log(Q).unwrap().remove(0)
    }

    #[test]
    fn roles_and_needs() {
        let q = q();
        let d = Deps::of(&q);
        assert_eq!(d.len(), 10);
        assert_eq!(d.role(0), Role::Fixed);
        assert_eq!(d.role(1), Role::Declaration);
        assert_eq!(d.role(6), Role::Assertion);
        assert_eq!(d.role(8), Role::Fixed, "push");
        assert_eq!(d.needs(2), &[1], "f needs U");
        assert_eq!(d.needs(5), &[3], "h needs g");
        assert_eq!(d.needs(9), &[2, 4], "the goal needs f and c");
    }

    #[test]
    fn keeping_an_assertion_keeps_its_declarations() {
        let q = q();
        let d = Deps::of(&q);
        let kept = d.needed(&[9].into_iter().collect());
        assert_eq!(kept.into_iter().collect::<Vec<_>>(), vec![0, 1, 2, 4, 8, 9]);
        let r = restrict(&q, &d.needed(&[7].into_iter().collect()));
        assert_eq!(r.assertions(), 1);
        let text = r.to_smtlib(crate::smt::text::query::Dialect::Z3, None);
        assert!(text.contains("(define-fun h") && text.contains("(declare-fun g") && !text.contains("(declare-fun f"));
    }

    #[test]
    fn removing_a_declaration_removes_its_users() {
        let d = Deps::of(&q());
        let gone = d.dependents(&[1].into_iter().collect());
        // U: f, c, the quantified axiom and the goal go with it; g, h and (= (h 1) 2) stay.
        assert_eq!(gone.into_iter().collect::<Vec<_>>(), vec![1, 2, 4, 6, 9]);
        let gone = d.dependents(&[3].into_iter().collect());
        assert_eq!(gone.into_iter().collect::<Vec<_>>(), vec![3, 5, 7]);
        assert!(d.dependents(&[0, 8].into_iter().collect()).is_empty(), "options and pushes are never removed");
    }
}
