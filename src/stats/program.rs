//! The category of a whole program (all its verification-condition queries) from the categories
//! of its queries.
//!
//! A program verifies only if every query is proved, so its weakest query decides:
//! * **unsolvable** if any query is unsolvable (that query fails reliably, so the program does);
//! * else **unstable** if any query is unstable (the program's result depends on perturbation
//!   whatever the inconclusive queries turn out to be: they could make it unsolvable, never
//!   stable);
//! * else **inconclusive** if any query is inconclusive;
//! * else **stable**: every query is stable, including the vacuous case of no queries (a program
//!   with nothing to prove verifies under every perturbation).
//!
//! This is a label for reports, not a test on the program's own success rate: several unstable
//! queries together could fail nearly always, and the program is still labelled unstable.

use super::category::Category;

/// The program's category from its queries' categories (see the module doc).
pub fn program_category(queries: impl IntoIterator<Item = Category>) -> Category {
    let mut worst = Category::Stable;
    for q in queries {
        worst = match (worst, q) {
            (Category::Unsolvable, _) | (_, Category::Unsolvable) => Category::Unsolvable,
            (Category::Unstable, _) | (_, Category::Unstable) => Category::Unstable,
            (Category::Inconclusive, _) | (_, Category::Inconclusive) => Category::Inconclusive,
            (Category::Stable, Category::Stable) => Category::Stable,
        };
    }
    worst
}

#[cfg(test)]
mod tests {
    use super::Category::*;
    use super::*;

    #[test]
    fn weakest_query_decides() {
        assert_eq!(program_category([]), Stable);
        assert_eq!(program_category([Stable, Stable]), Stable);
        assert_eq!(program_category([Stable, Inconclusive]), Inconclusive);
        assert_eq!(program_category([Inconclusive, Unstable, Stable]), Unstable);
        assert_eq!(program_category([Unstable, Unsolvable]), Unsolvable);
        assert_eq!(program_category([Unsolvable, Inconclusive, Stable]), Unsolvable);
        assert_eq!(program_category([Unstable, Unstable]), Unstable);
    }

    #[test]
    fn order_does_not_matter() {
        let qs = [Stable, Inconclusive, Unstable, Stable];
        for rot in 0..qs.len() {
            let mut v = qs.to_vec();
            v.rotate_left(rot);
            assert_eq!(program_category(v), Unstable);
        }
    }
}
