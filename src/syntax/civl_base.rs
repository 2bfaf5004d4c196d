//! The names that Boogie's `base` library declares. The current Boogie adds that library to every
//! program with a Civl attribute on a top-level declaration (`{:layer}`, `{:yields}`, `{:hide}`,
//! `{:sync}`, `{:linear}`, `{:linear_in}`, `{:linear_out}`), and to any program under `/lib:base`;
//! name resolution ([`super::resolve`]) must then accept these names without a declaration.
//!
//! Facts read from `Source/Core/base.bpl` of Boogie 3.5.7 (the names only).

/// Types (type constructors and datatypes).
pub const TYPES: &[&str] = &["Cell", "Loc", "Map", "One", "Option", "Seq", "Tag", "Unit", "UnitMap", "Vec"];

/// Functions, datatype constructors included.
pub const FUNCTIONS: &[&str] = &[
    "AtLeast",
    "Cell",
    "Choice",
    "Default",
    "Id",
    "Map",
    "MapAdd",
    "MapAnd",
    "MapConst",
    "MapDiff",
    "MapDiv",
    "MapEq",
    "MapGe",
    "MapGt",
    "MapIff",
    "MapImp",
    "MapIte",
    "MapLe",
    "MapLt",
    "MapMod",
    "MapMul",
    "MapNot",
    "MapOr",
    "MapSub",
    "Map_At",
    "Map_Collector",
    "Map_Collector_Empty",
    "Map_Contains",
    "Map_Empty",
    "Map_Exclude",
    "Map_Extract",
    "Map_IsDisjoint",
    "Map_Remove",
    "Map_Singleton",
    "Map_Swap",
    "Map_Union",
    "Map_Update",
    "Map_WellFormed",
    "None",
    "One",
    "One_Collector",
    "Range",
    "Seq_Concat",
    "Seq_Empty",
    "Seq_Extract",
    "Seq_Len",
    "Seq_Nth",
    "Seq_Unit",
    "Set_Add",
    "Set_Contains",
    "Set_Difference",
    "Set_Empty",
    "Set_Intersection",
    "Set_IsDisjoint",
    "Set_IsSubset",
    "Set_Remove",
    "Set_Singleton",
    "Set_Union",
    "Some",
    "Tag",
    "Tags",
    "Unit",
    "Vec",
    "Vec_Append",
    "Vec_Concat",
    "Vec_Contains",
    "Vec_Empty",
    "Vec_Len",
    "Vec_Nth",
    "Vec_Remove",
    "Vec_Slice",
    "Vec_Swap",
    "Vec_Update",
];

/// Procedures and actions (called with `call`).
pub const PROCEDURES: &[&str] = &[
    "Assert",
    "Assume",
    "Copy",
    "Loc_New",
    "Map_Get",
    "Map_Join",
    "Map_MakeEmpty",
    "Map_Put",
    "Map_Split",
    "Move",
    "One_Get",
    "One_Put",
    "Path_Load",
    "Path_Store",
    "Tag_New",
    "Tags_New",
    "Vec_Ext",
];

/// Constants.
pub const CONSTANTS: &[&str] = &["Identity"];

/// The top-level attributes that make Boogie add the library.
pub const CIVL_ATTRIBUTES: &[&str] = &["layer", "yields", "hide", "sync", "linear", "linear_in", "linear_out"];
