//! Semantics-preserving mutation operators S1–S3, L1–L6, G1, G2 (Tab. 3 of the µgie paper),
//! one file per operator. (Stub: filled in by the mutation work.)
