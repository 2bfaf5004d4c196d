// A small program shaped like the Boogie that a current Dafny writes (written for wobble, not
// generated): a prelude of types, boxing functions and type tags whose axioms sit in `uses`
// clauses of the constants and functions they describe, the language marker
// `$$Language$Dafny`, then three lemmas/methods with implementations that use them.
// Needs a Boogie with `uses` clauses (2.10.1 or later); see seeds/current/README.md.

// ---- prelude ----------------------------------------------------------------------------

const $$Language$Dafny: bool uses {
  axiom $$Language$Dafny;
}

type Ty;
type TyTag;
type Box;

function Tag(Ty): TyTag;

const unique TagInt: TyTag;
const unique TagBool: TyTag;

const unique TInt: Ty uses {
  axiom Tag(TInt) == TagInt;
}

const unique TBool: Ty uses {
  axiom Tag(TBool) == TagBool;
}

function $Box<T>(x: T): Box;
function $Unbox<T>(b: Box): T;

axiom (forall<T> x: T :: { $Box(x) } $Unbox($Box(x)): T == x);

function $Is<T>(v: T, t: Ty): bool uses {
  axiom (forall x: int :: { $Is(x, TInt) } $Is(x, TInt));
  axiom (forall x: bool :: { $Is(x, TBool) } $Is(x, TBool));
}

function {:inline} LitInt(x: int): int { x }

const $ModuleContextHeight: int;
const $FunctionContextHeight: int;

axiom $ModuleContextHeight == 0;
axiom $FunctionContextHeight == 1;

// ---- function Sum(n: int): int { if n == 0 then 0 else n + Sum(n - 1) } ---------------------

function _module.__default.Sum(n: int): int uses {
  // definition axiom for _module.__default.Sum
  axiom {:id "id0"} 1 <= $FunctionContextHeight
    ==> (forall n: int :: { _module.__default.Sum(n) }
      0 <= n ==> _module.__default.Sum(n) == (if n == LitInt(0) then 0 else n + _module.__default.Sum(n - 1)));
}

function _module.__default.Sum#canCall(n: int): bool;

// ---- function Max(a: int, b: int): int { if a < b then b else a } ----------------------------

function _module.__default.Max(a: int, b: int): int uses {
  axiom {:id "id1"} (forall a: int, b: int :: { _module.__default.Max(a, b) }
    _module.__default.Max(a, b) == (if a < b then b else a));
}

// ---- lemma SumFormula(n: nat) ensures 2 * Sum(n) == n * (n + 1) ------------------------------

procedure {:verboseName "SumFormula (correctness)"} Impl$$_module.__default.SumFormula(n#0: int);
  free requires $$Language$Dafny;
  requires 0 <= n#0;
  ensures 2 * _module.__default.Sum(n#0) == n#0 * (n#0 + 1);

implementation {:verboseName "SumFormula (correctness)"} Impl$$_module.__default.SumFormula(n#0: int)
{
  if (n#0 != 0) {
    call Impl$$_module.__default.SumFormula(n#0 - 1);
    assert {:id "id2"} _module.__default.Sum(n#0) == n#0 + _module.__default.Sum(n#0 - 1);
  }
}

// ---- method MaxOf(a: array<int>) returns (m: int) --------------------------------------------

procedure {:verboseName "MaxOf (correctness)"} Impl$$_module.__default.MaxOf(a#0: [int]int, len#0: int) returns (m#0: int)
  free requires $$Language$Dafny;
  requires 0 < len#0;
  ensures (forall i: int :: { a#0[i] } 0 <= i && i < len#0 ==> a#0[i] <= m#0);
{
  var k#0: int;
  var old#m: int;

  m#0 := a#0[0];
  k#0 := 1;
  while (k#0 < len#0)
    invariant {:id "id3"} 1 <= k#0 && k#0 <= len#0;
    invariant {:id "id4"} (forall i: int :: { a#0[i] } 0 <= i && i < k#0 ==> a#0[i] <= m#0);
  {
    old#m := m#0;
    m#0 := _module.__default.Max(m#0, a#0[k#0]);
    assert old#m <= m#0;
    k#0 := k#0 + 1;
  }
}

// ---- method BoxRoundTrip(x: int) returns (y: int) ensures y == x -----------------------------

procedure {:verboseName "BoxRoundTrip (correctness)"} Impl$$_module.__default.BoxRoundTrip(x#0: int) returns (y#0: int)
  free requires $$Language$Dafny;
  requires $Is(x#0, TInt);
  ensures y#0 == x#0;
  ensures Tag(TInt) != Tag(TBool);
{
  var b#0: Box;

  b#0 := $Box(x#0);
  assert $Is($Unbox(b#0): int, TInt);
  y#0 := $Unbox(b#0);
}
