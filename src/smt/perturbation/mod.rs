//! Perturbing an SMT query or unit, Mariposa-style and reproducibly from a seed: [`mutate`]
//! (`shuffle`, `rename`, `reseed`), and [`mutate::Sample`], which lets the samplers take a VC or a
//! unit alike.

pub mod mutate;
