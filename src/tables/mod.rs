//! Tables for papers (Tab. 6, 8, 9) and release comparisons, computed from results CSVs.
//! (Stub: filled in by the tables work.)
