// Dafny-generated seed (large-program group): src/Vending.dfy translated with `dafny /compile:0 /noVerify /nologo /print:Vending.bpl src/Vending.dfy`.
// Source: a vending machine as a state machine (idle, paying, dispensing) with an invariant tying credit, stock and takings, and a trace of steps. Verifies with plain `boogie Vending.bpl` (no options needed).
// Dafny 2.3.0.10506
// Command Line Options: /compile:0 /noVerify /nologo /print:Vending.bpl src/Vending.dfy

const $$Language$Dafny: bool;

axiom $$Language$Dafny;

type Ty;

type Bv0 = int;

const unique TBool: Ty;

const unique TChar: Ty;

const unique TInt: Ty;

const unique TReal: Ty;

const unique TORDINAL: Ty;

function TBitvector(int) : Ty;

function TSet(Ty) : Ty;

function TISet(Ty) : Ty;

function TMultiSet(Ty) : Ty;

function TSeq(Ty) : Ty;

function TMap(Ty, Ty) : Ty;

function TIMap(Ty, Ty) : Ty;

function Inv0_TBitvector(Ty) : int;

axiom (forall w: int :: { TBitvector(w) } Inv0_TBitvector(TBitvector(w)) == w);

function Inv0_TSet(Ty) : Ty;

axiom (forall t: Ty :: { TSet(t) } Inv0_TSet(TSet(t)) == t);

function Inv0_TISet(Ty) : Ty;

axiom (forall t: Ty :: { TISet(t) } Inv0_TISet(TISet(t)) == t);

function Inv0_TSeq(Ty) : Ty;

axiom (forall t: Ty :: { TSeq(t) } Inv0_TSeq(TSeq(t)) == t);

function Inv0_TMultiSet(Ty) : Ty;

axiom (forall t: Ty :: { TMultiSet(t) } Inv0_TMultiSet(TMultiSet(t)) == t);

function Inv0_TMap(Ty) : Ty;

function Inv1_TMap(Ty) : Ty;

axiom (forall t: Ty, u: Ty :: { TMap(t, u) } Inv0_TMap(TMap(t, u)) == t);

axiom (forall t: Ty, u: Ty :: { TMap(t, u) } Inv1_TMap(TMap(t, u)) == u);

function Inv0_TIMap(Ty) : Ty;

function Inv1_TIMap(Ty) : Ty;

axiom (forall t: Ty, u: Ty :: { TIMap(t, u) } Inv0_TIMap(TIMap(t, u)) == t);

axiom (forall t: Ty, u: Ty :: { TIMap(t, u) } Inv1_TIMap(TIMap(t, u)) == u);

type TyTag;

function Tag(Ty) : TyTag;

const unique TagBool: TyTag;

const unique TagChar: TyTag;

const unique TagInt: TyTag;

const unique TagReal: TyTag;

const unique TagORDINAL: TyTag;

const unique TagSet: TyTag;

const unique TagISet: TyTag;

const unique TagMultiSet: TyTag;

const unique TagSeq: TyTag;

const unique TagMap: TyTag;

const unique TagIMap: TyTag;

const unique TagClass: TyTag;

axiom Tag(TBool) == TagBool;

axiom Tag(TChar) == TagChar;

axiom Tag(TInt) == TagInt;

axiom Tag(TReal) == TagReal;

axiom Tag(TORDINAL) == TagORDINAL;

axiom (forall t: Ty :: { TSet(t) } Tag(TSet(t)) == TagSet);

axiom (forall t: Ty :: { TISet(t) } Tag(TISet(t)) == TagISet);

axiom (forall t: Ty :: { TMultiSet(t) } Tag(TMultiSet(t)) == TagMultiSet);

axiom (forall t: Ty :: { TSeq(t) } Tag(TSeq(t)) == TagSeq);

axiom (forall t: Ty, u: Ty :: { TMap(t, u) } Tag(TMap(t, u)) == TagMap);

axiom (forall t: Ty, u: Ty :: { TIMap(t, u) } Tag(TIMap(t, u)) == TagIMap);

function {:identity} LitInt(x: int) : int;

axiom (forall x: int :: {:identity} { LitInt(x): int } LitInt(x): int == x);

axiom (forall x: int :: { $Box(LitInt(x)) } $Box(LitInt(x)) == Lit($Box(x)));

function {:identity} LitReal(x: real) : real;

axiom (forall x: real :: {:identity} { LitReal(x): real } LitReal(x): real == x);

axiom (forall x: real :: { $Box(LitReal(x)) } $Box(LitReal(x)) == Lit($Box(x)));

function {:identity} Lit<T>(x: T) : T;

axiom (forall<T> x: T :: {:identity} { Lit(x): T } Lit(x): T == x);

axiom (forall<T> x: T :: { $Box(Lit(x)) } $Box(Lit(x)) == Lit($Box(x)));

type char;

function char#FromInt(int) : char;

function char#ToInt(char) : int;

axiom (forall ch: char :: 
  { char#ToInt(ch) } 
  char#FromInt(char#ToInt(ch)) == ch
     && 0 <= char#ToInt(ch)
     && char#ToInt(ch) < 65536);

axiom (forall n: int :: 
  { char#FromInt(n) } 
  0 <= n && n < 65536 ==> char#ToInt(char#FromInt(n)) == n);

function char#Plus(char, char) : char;

function char#Minus(char, char) : char;

axiom (forall a: char, b: char :: 
  { char#Plus(a, b) } 
  char#Plus(a, b) == char#FromInt(char#ToInt(a) + char#ToInt(b)));

axiom (forall a: char, b: char :: 
  { char#Minus(a, b) } 
  char#Minus(a, b) == char#FromInt(char#ToInt(a) - char#ToInt(b)));

type ref;

const null: ref;

const unique NoTraitAtAll: ClassName;

function TraitParent(ClassName) : ClassName;

type Box;

const $ArbitraryBoxValue: Box;

function $Box<T>(T) : Box;

function $Unbox<T>(Box) : T;

axiom (forall<T> x: T :: { $Box(x) } $Unbox($Box(x)) == x);

axiom (forall bx: Box :: 
  { $IsBox(bx, TInt) } 
  $IsBox(bx, TInt) ==> $Box($Unbox(bx): int) == bx && $Is($Unbox(bx): int, TInt));

axiom (forall bx: Box :: 
  { $IsBox(bx, TReal) } 
  $IsBox(bx, TReal)
     ==> $Box($Unbox(bx): real) == bx && $Is($Unbox(bx): real, TReal));

axiom (forall bx: Box :: 
  { $IsBox(bx, TBool) } 
  $IsBox(bx, TBool)
     ==> $Box($Unbox(bx): bool) == bx && $Is($Unbox(bx): bool, TBool));

axiom (forall bx: Box :: 
  { $IsBox(bx, TChar) } 
  $IsBox(bx, TChar)
     ==> $Box($Unbox(bx): char) == bx && $Is($Unbox(bx): char, TChar));

axiom (forall bx: Box, t: Ty :: 
  { $IsBox(bx, TSet(t)) } 
  $IsBox(bx, TSet(t))
     ==> $Box($Unbox(bx): Set Box) == bx && $Is($Unbox(bx): Set Box, TSet(t)));

axiom (forall bx: Box, t: Ty :: 
  { $IsBox(bx, TISet(t)) } 
  $IsBox(bx, TISet(t))
     ==> $Box($Unbox(bx): ISet Box) == bx && $Is($Unbox(bx): ISet Box, TISet(t)));

axiom (forall bx: Box, t: Ty :: 
  { $IsBox(bx, TMultiSet(t)) } 
  $IsBox(bx, TMultiSet(t))
     ==> $Box($Unbox(bx): MultiSet Box) == bx
       && $Is($Unbox(bx): MultiSet Box, TMultiSet(t)));

axiom (forall bx: Box, t: Ty :: 
  { $IsBox(bx, TSeq(t)) } 
  $IsBox(bx, TSeq(t))
     ==> $Box($Unbox(bx): Seq Box) == bx && $Is($Unbox(bx): Seq Box, TSeq(t)));

axiom (forall bx: Box, s: Ty, t: Ty :: 
  { $IsBox(bx, TMap(s, t)) } 
  $IsBox(bx, TMap(s, t))
     ==> $Box($Unbox(bx): Map Box Box) == bx && $Is($Unbox(bx): Map Box Box, TMap(s, t)));

axiom (forall bx: Box, s: Ty, t: Ty :: 
  { $IsBox(bx, TIMap(s, t)) } 
  $IsBox(bx, TIMap(s, t))
     ==> $Box($Unbox(bx): IMap Box Box) == bx
       && $Is($Unbox(bx): IMap Box Box, TIMap(s, t)));

axiom (forall<T> v: T, t: Ty :: 
  { $IsBox($Box(v), t) } 
  $IsBox($Box(v), t) <==> $Is(v, t));

axiom (forall<T> v: T, t: Ty, h: Heap :: 
  { $IsAllocBox($Box(v), t, h) } 
  $IsAllocBox($Box(v), t, h) <==> $IsAlloc(v, t, h));

function $Is<T>(T, Ty) : bool;

function $IsAlloc<T>(T, Ty, Heap) : bool;

function $IsBox<T>(T, Ty) : bool;

function $IsAllocBox<T>(T, Ty, Heap) : bool;

axiom (forall v: int :: { $Is(v, TInt) } $Is(v, TInt));

axiom (forall v: real :: { $Is(v, TReal) } $Is(v, TReal));

axiom (forall v: bool :: { $Is(v, TBool) } $Is(v, TBool));

axiom (forall v: char :: { $Is(v, TChar) } $Is(v, TChar));

axiom (forall v: ORDINAL :: { $Is(v, TORDINAL) } $Is(v, TORDINAL));

axiom (forall h: Heap, v: int :: { $IsAlloc(v, TInt, h) } $IsAlloc(v, TInt, h));

axiom (forall h: Heap, v: real :: { $IsAlloc(v, TReal, h) } $IsAlloc(v, TReal, h));

axiom (forall h: Heap, v: bool :: { $IsAlloc(v, TBool, h) } $IsAlloc(v, TBool, h));

axiom (forall h: Heap, v: char :: { $IsAlloc(v, TChar, h) } $IsAlloc(v, TChar, h));

axiom (forall h: Heap, v: ORDINAL :: 
  { $IsAlloc(v, TORDINAL, h) } 
  $IsAlloc(v, TORDINAL, h));

axiom (forall v: Set Box, t0: Ty :: 
  { $Is(v, TSet(t0)) } 
  $Is(v, TSet(t0)) <==> (forall bx: Box :: { v[bx] } v[bx] ==> $IsBox(bx, t0)));

axiom (forall v: ISet Box, t0: Ty :: 
  { $Is(v, TISet(t0)) } 
  $Is(v, TISet(t0)) <==> (forall bx: Box :: { v[bx] } v[bx] ==> $IsBox(bx, t0)));

axiom (forall v: MultiSet Box, t0: Ty :: 
  { $Is(v, TMultiSet(t0)) } 
  $Is(v, TMultiSet(t0))
     <==> (forall bx: Box :: { v[bx] } 0 < v[bx] ==> $IsBox(bx, t0)));

axiom (forall v: MultiSet Box, t0: Ty :: 
  { $Is(v, TMultiSet(t0)) } 
  $Is(v, TMultiSet(t0)) ==> $IsGoodMultiSet(v));

axiom (forall v: Seq Box, t0: Ty :: 
  { $Is(v, TSeq(t0)) } 
  $Is(v, TSeq(t0))
     <==> (forall i: int :: 
      { Seq#Index(v, i) } 
      0 <= i && i < Seq#Length(v) ==> $IsBox(Seq#Index(v, i), t0)));

axiom (forall v: Set Box, t0: Ty, h: Heap :: 
  { $IsAlloc(v, TSet(t0), h) } 
  $IsAlloc(v, TSet(t0), h)
     <==> (forall bx: Box :: { v[bx] } v[bx] ==> $IsAllocBox(bx, t0, h)));

axiom (forall v: ISet Box, t0: Ty, h: Heap :: 
  { $IsAlloc(v, TISet(t0), h) } 
  $IsAlloc(v, TISet(t0), h)
     <==> (forall bx: Box :: { v[bx] } v[bx] ==> $IsAllocBox(bx, t0, h)));

axiom (forall v: MultiSet Box, t0: Ty, h: Heap :: 
  { $IsAlloc(v, TMultiSet(t0), h) } 
  $IsAlloc(v, TMultiSet(t0), h)
     <==> (forall bx: Box :: { v[bx] } 0 < v[bx] ==> $IsAllocBox(bx, t0, h)));

axiom (forall v: Seq Box, t0: Ty, h: Heap :: 
  { $IsAlloc(v, TSeq(t0), h) } 
  $IsAlloc(v, TSeq(t0), h)
     <==> (forall i: int :: 
      { Seq#Index(v, i) } 
      0 <= i && i < Seq#Length(v) ==> $IsAllocBox(Seq#Index(v, i), t0, h)));

axiom (forall v: Map Box Box, t0: Ty, t1: Ty :: 
  { $Is(v, TMap(t0, t1)) } 
  $Is(v, TMap(t0, t1))
     <==> (forall bx: Box :: 
      { Map#Elements(v)[bx] } { Map#Domain(v)[bx] } 
      Map#Domain(v)[bx] ==> $IsBox(Map#Elements(v)[bx], t1) && $IsBox(bx, t0)));

axiom (forall v: Map Box Box, t0: Ty, t1: Ty, h: Heap :: 
  { $IsAlloc(v, TMap(t0, t1), h) } 
  $IsAlloc(v, TMap(t0, t1), h)
     <==> (forall bx: Box :: 
      { Map#Elements(v)[bx] } { Map#Domain(v)[bx] } 
      Map#Domain(v)[bx]
         ==> $IsAllocBox(Map#Elements(v)[bx], t1, h) && $IsAllocBox(bx, t0, h)));

axiom (forall v: IMap Box Box, t0: Ty, t1: Ty :: 
  { $Is(v, TIMap(t0, t1)) } 
  $Is(v, TIMap(t0, t1))
     <==> (forall bx: Box :: 
      { IMap#Elements(v)[bx] } { IMap#Domain(v)[bx] } 
      IMap#Domain(v)[bx] ==> $IsBox(IMap#Elements(v)[bx], t1) && $IsBox(bx, t0)));

axiom (forall v: IMap Box Box, t0: Ty, t1: Ty, h: Heap :: 
  { $IsAlloc(v, TIMap(t0, t1), h) } 
  $IsAlloc(v, TIMap(t0, t1), h)
     <==> (forall bx: Box :: 
      { IMap#Elements(v)[bx] } { IMap#Domain(v)[bx] } 
      IMap#Domain(v)[bx]
         ==> $IsAllocBox(IMap#Elements(v)[bx], t1, h) && $IsAllocBox(bx, t0, h)));

type ClassName;

const unique class._System.int: ClassName;

const unique class._System.bool: ClassName;

const unique class._System.set: ClassName;

const unique class._System.seq: ClassName;

const unique class._System.multiset: ClassName;

function Tclass._System.object?() : Ty;

function dtype(ref) : Ty;

function TypeTuple(a: ClassName, b: ClassName) : ClassName;

function TypeTupleCar(ClassName) : ClassName;

function TypeTupleCdr(ClassName) : ClassName;

axiom (forall a: ClassName, b: ClassName :: 
  { TypeTuple(a, b) } 
  TypeTupleCar(TypeTuple(a, b)) == a && TypeTupleCdr(TypeTuple(a, b)) == b);

type HandleType;

function SetRef_to_SetBox(s: [ref]bool) : Set Box;

axiom (forall s: [ref]bool, bx: Box :: 
  { SetRef_to_SetBox(s)[bx] } 
  SetRef_to_SetBox(s)[bx] == s[$Unbox(bx): ref]);

axiom (forall s: [ref]bool :: 
  { SetRef_to_SetBox(s) } 
  $Is(SetRef_to_SetBox(s), TSet(Tclass._System.object?())));

type DatatypeType;

type DtCtorId;

function DatatypeCtorId(DatatypeType) : DtCtorId;

function DtRank(DatatypeType) : int;

function BoxRank(Box) : int;

axiom (forall d: DatatypeType :: { BoxRank($Box(d)) } BoxRank($Box(d)) == DtRank(d));

type ORDINAL = Box;

function ORD#IsNat(ORDINAL) : bool;

function ORD#Offset(ORDINAL) : int;

axiom (forall o: ORDINAL :: { ORD#Offset(o) } 0 <= ORD#Offset(o));

function {:inline} ORD#IsLimit(o: ORDINAL) : bool
{
  ORD#Offset(o) == 0
}

function {:inline} ORD#IsSucc(o: ORDINAL) : bool
{
  0 < ORD#Offset(o)
}

function ORD#FromNat(int) : ORDINAL;

axiom (forall n: int :: 
  { ORD#FromNat(n) } 
  0 <= n ==> ORD#IsNat(ORD#FromNat(n)) && ORD#Offset(ORD#FromNat(n)) == n);

axiom (forall o: ORDINAL :: 
  { ORD#Offset(o) } { ORD#IsNat(o) } 
  ORD#IsNat(o) ==> o == ORD#FromNat(ORD#Offset(o)));

function ORD#Less(ORDINAL, ORDINAL) : bool;

axiom (forall o: ORDINAL, p: ORDINAL :: 
  { ORD#Less(o, p) } 
  (ORD#Less(o, p) ==> o != p)
     && (ORD#IsNat(o) && !ORD#IsNat(p) ==> ORD#Less(o, p))
     && (ORD#IsNat(o) && ORD#IsNat(p)
       ==> ORD#Less(o, p) == (ORD#Offset(o) < ORD#Offset(p))));

axiom (forall o: ORDINAL, p: ORDINAL :: { ORD#Less(o, p) } ORD#Less(o, p) ==> o != p);

axiom (forall o: ORDINAL, p: ORDINAL :: 
  { ORD#Less(o, p), ORD#Less(p, o) } 
  ORD#Less(o, p) || o == p || ORD#Less(p, o));

axiom (forall o: ORDINAL, p: ORDINAL, r: ORDINAL :: 
  { ORD#Less(o, p), ORD#Less(p, r) } { ORD#Less(o, p), ORD#Less(o, r) } 
  ORD#Less(o, p) && ORD#Less(p, r) ==> ORD#Less(o, r));

function ORD#LessThanLimit(ORDINAL, ORDINAL) : bool;

axiom (forall o: ORDINAL, p: ORDINAL :: 
  { ORD#LessThanLimit(o, p) } 
  ORD#LessThanLimit(o, p) == ORD#Less(o, p));

function ORD#Plus(ORDINAL, ORDINAL) : ORDINAL;

axiom (forall o: ORDINAL, p: ORDINAL :: 
  { ORD#Plus(o, p) } 
  (ORD#IsNat(ORD#Plus(o, p)) ==> ORD#IsNat(o) && ORD#IsNat(p))
     && (ORD#IsNat(p)
       ==> ORD#IsNat(ORD#Plus(o, p)) == ORD#IsNat(o)
         && ORD#Offset(ORD#Plus(o, p)) == ORD#Offset(o) + ORD#Offset(p)));

axiom (forall o: ORDINAL, p: ORDINAL :: 
  { ORD#Plus(o, p) } 
  (o == ORD#Plus(o, p) || ORD#Less(o, ORD#Plus(o, p)))
     && (p == ORD#Plus(o, p) || ORD#Less(p, ORD#Plus(o, p))));

axiom (forall o: ORDINAL, p: ORDINAL :: 
  { ORD#Plus(o, p) } 
  (o == ORD#FromNat(0) ==> ORD#Plus(o, p) == p)
     && (p == ORD#FromNat(0) ==> ORD#Plus(o, p) == o));

function ORD#Minus(ORDINAL, ORDINAL) : ORDINAL;

axiom (forall o: ORDINAL, p: ORDINAL :: 
  { ORD#Minus(o, p) } 
  ORD#IsNat(p) && ORD#Offset(p) <= ORD#Offset(o)
     ==> ORD#IsNat(ORD#Minus(o, p)) == ORD#IsNat(o)
       && ORD#Offset(ORD#Minus(o, p)) == ORD#Offset(o) - ORD#Offset(p));

axiom (forall o: ORDINAL, p: ORDINAL :: 
  { ORD#Minus(o, p) } 
  ORD#IsNat(p) && ORD#Offset(p) <= ORD#Offset(o)
     ==> (p == ORD#FromNat(0) && ORD#Minus(o, p) == o)
       || (p != ORD#FromNat(0) && ORD#Less(ORD#Minus(o, p), o)));

axiom (forall o: ORDINAL, m: int, n: int :: 
  { ORD#Plus(ORD#Plus(o, ORD#FromNat(m)), ORD#FromNat(n)) } 
  0 <= m && 0 <= n
     ==> ORD#Plus(ORD#Plus(o, ORD#FromNat(m)), ORD#FromNat(n))
       == ORD#Plus(o, ORD#FromNat(m + n)));

axiom (forall o: ORDINAL, m: int, n: int :: 
  { ORD#Minus(ORD#Minus(o, ORD#FromNat(m)), ORD#FromNat(n)) } 
  0 <= m && 0 <= n && m + n <= ORD#Offset(o)
     ==> ORD#Minus(ORD#Minus(o, ORD#FromNat(m)), ORD#FromNat(n))
       == ORD#Minus(o, ORD#FromNat(m + n)));

axiom (forall o: ORDINAL, m: int, n: int :: 
  { ORD#Minus(ORD#Plus(o, ORD#FromNat(m)), ORD#FromNat(n)) } 
  0 <= m && 0 <= n && n <= ORD#Offset(o) + m
     ==> (0 <= m - n
         ==> ORD#Minus(ORD#Plus(o, ORD#FromNat(m)), ORD#FromNat(n))
           == ORD#Plus(o, ORD#FromNat(m - n)))
       && (m - n <= 0
         ==> ORD#Minus(ORD#Plus(o, ORD#FromNat(m)), ORD#FromNat(n))
           == ORD#Minus(o, ORD#FromNat(n - m))));

axiom (forall o: ORDINAL, m: int, n: int :: 
  { ORD#Plus(ORD#Minus(o, ORD#FromNat(m)), ORD#FromNat(n)) } 
  0 <= m && 0 <= n && n <= ORD#Offset(o) + m
     ==> (0 <= m - n
         ==> ORD#Plus(ORD#Minus(o, ORD#FromNat(m)), ORD#FromNat(n))
           == ORD#Minus(o, ORD#FromNat(m - n)))
       && (m - n <= 0
         ==> ORD#Plus(ORD#Minus(o, ORD#FromNat(m)), ORD#FromNat(n))
           == ORD#Plus(o, ORD#FromNat(n - m))));

const $ModuleContextHeight: int;

const $FunctionContextHeight: int;

type LayerType;

const $LZ: LayerType;

function $LS(LayerType) : LayerType;

function AsFuelBottom(LayerType) : LayerType;

function AtLayer<A>([LayerType]A, LayerType) : A;

axiom (forall<A> f: [LayerType]A, ly: LayerType :: 
  { AtLayer(f, ly) } 
  AtLayer(f, ly) == f[ly]);

axiom (forall<A> f: [LayerType]A, ly: LayerType :: 
  { AtLayer(f, $LS(ly)) } 
  AtLayer(f, $LS(ly)) == AtLayer(f, ly));

type Field _;

function FDim<T>(Field T) : int;

function IndexField(int) : Field Box;

axiom (forall i: int :: { IndexField(i) } FDim(IndexField(i)) == 1);

function IndexField_Inverse<T>(Field T) : int;

axiom (forall i: int :: { IndexField(i) } IndexField_Inverse(IndexField(i)) == i);

function MultiIndexField(Field Box, int) : Field Box;

axiom (forall f: Field Box, i: int :: 
  { MultiIndexField(f, i) } 
  FDim(MultiIndexField(f, i)) == FDim(f) + 1);

function MultiIndexField_Inverse0<T>(Field T) : Field T;

function MultiIndexField_Inverse1<T>(Field T) : int;

axiom (forall f: Field Box, i: int :: 
  { MultiIndexField(f, i) } 
  MultiIndexField_Inverse0(MultiIndexField(f, i)) == f
     && MultiIndexField_Inverse1(MultiIndexField(f, i)) == i);

function DeclType<T>(Field T) : ClassName;

type NameFamily;

function DeclName<T>(Field T) : NameFamily;

function FieldOfDecl<alpha>(ClassName, NameFamily) : Field alpha;

axiom (forall<T> cl: ClassName, nm: NameFamily :: 
  { FieldOfDecl(cl, nm): Field T } 
  DeclType(FieldOfDecl(cl, nm): Field T) == cl
     && DeclName(FieldOfDecl(cl, nm): Field T) == nm);

function $IsGhostField<T>(Field T) : bool;

axiom (forall<T> h: Heap, k: Heap, v: T, t: Ty :: 
  { $HeapSucc(h, k), $IsAlloc(v, t, h) } 
  $HeapSucc(h, k) ==> $IsAlloc(v, t, h) ==> $IsAlloc(v, t, k));

axiom (forall h: Heap, k: Heap, bx: Box, t: Ty :: 
  { $HeapSucc(h, k), $IsAllocBox(bx, t, h) } 
  $HeapSucc(h, k) ==> $IsAllocBox(bx, t, h) ==> $IsAllocBox(bx, t, k));

const unique alloc: Field bool;

const unique allocName: NameFamily;

axiom FDim(alloc) == 0 && DeclName(alloc) == allocName && !$IsGhostField(alloc);

function _System.array.Length(a: ref) : int;

axiom (forall o: ref :: 0 <= _System.array.Length(o));

function Int(x: real) : int;

axiom (forall x: real :: { Int(x): int } Int(x): int == int(x));

function Real(x: int) : real;

axiom (forall x: int :: { Real(x): real } Real(x): real == real(x));

axiom (forall i: int :: { Int(Real(i)) } Int(Real(i)) == i);

function {:inline} _System.real.Floor(x: real) : int
{
  Int(x)
}

type Heap = <alpha>[ref,Field alpha]alpha;

function {:inline} read<alpha>(H: Heap, r: ref, f: Field alpha) : alpha
{
  H[r, f]
}

function {:inline} update<alpha>(H: Heap, r: ref, f: Field alpha, v: alpha) : Heap
{
  H[r, f := v]
}

function $IsGoodHeap(Heap) : bool;

function $IsHeapAnchor(Heap) : bool;

var $Heap: Heap where $IsGoodHeap($Heap) && $IsHeapAnchor($Heap);

const $OneHeap: Heap;

axiom $IsGoodHeap($OneHeap);

function $HeapSucc(Heap, Heap) : bool;

axiom (forall<alpha> h: Heap, r: ref, f: Field alpha, x: alpha :: 
  { update(h, r, f, x) } 
  $IsGoodHeap(update(h, r, f, x)) ==> $HeapSucc(h, update(h, r, f, x)));

axiom (forall a: Heap, b: Heap, c: Heap :: 
  { $HeapSucc(a, b), $HeapSucc(b, c) } 
  $HeapSucc(a, b) && $HeapSucc(b, c) ==> $HeapSucc(a, c));

axiom (forall h: Heap, k: Heap :: 
  { $HeapSucc(h, k) } 
  $HeapSucc(h, k)
     ==> (forall o: ref :: { read(k, o, alloc) } read(h, o, alloc) ==> read(k, o, alloc)));

function $HeapSuccGhost(Heap, Heap) : bool;

axiom (forall h: Heap, k: Heap :: 
  { $HeapSuccGhost(h, k) } 
  $HeapSuccGhost(h, k)
     ==> $HeapSucc(h, k)
       && (forall<alpha> o: ref, f: Field alpha :: 
        { read(k, o, f) } 
        !$IsGhostField(f) ==> read(h, o, f) == read(k, o, f)));

type TickType;

var $Tick: TickType;

procedure $YieldHavoc(this: ref, rds: Set Box, nw: Set Box);
  modifies $Heap;
  ensures (forall<alpha> $o: ref, $f: Field alpha :: 
    { read($Heap, $o, $f) } 
    $o != null && read(old($Heap), $o, alloc)
       ==> 
      $o == this || rds[$Box($o)] || nw[$Box($o)]
       ==> read($Heap, $o, $f) == read(old($Heap), $o, $f));
  ensures $HeapSucc(old($Heap), $Heap);



procedure $IterHavoc0(this: ref, rds: Set Box, modi: Set Box);
  modifies $Heap;
  ensures (forall<alpha> $o: ref, $f: Field alpha :: 
    { read($Heap, $o, $f) } 
    $o != null && read(old($Heap), $o, alloc)
       ==> 
      rds[$Box($o)] && !modi[$Box($o)] && $o != this
       ==> read($Heap, $o, $f) == read(old($Heap), $o, $f));
  ensures $HeapSucc(old($Heap), $Heap);



procedure $IterHavoc1(this: ref, modi: Set Box, nw: Set Box);
  modifies $Heap;
  ensures (forall<alpha> $o: ref, $f: Field alpha :: 
    { read($Heap, $o, $f) } 
    $o != null && read(old($Heap), $o, alloc)
       ==> read($Heap, $o, $f) == read(old($Heap), $o, $f)
         || $o == this
         || modi[$Box($o)]
         || nw[$Box($o)]);
  ensures $HeapSucc(old($Heap), $Heap);



procedure $IterCollectNewObjects(prevHeap: Heap, newHeap: Heap, this: ref, NW: Field (Set Box))
   returns (s: Set Box);
  ensures (forall bx: Box :: 
    { s[bx] } 
    s[bx]
       <==> read(newHeap, this, NW)[bx]
         || (
          $Unbox(bx) != null
           && !read(prevHeap, $Unbox(bx): ref, alloc)
           && read(newHeap, $Unbox(bx): ref, alloc)));



type Set T = [T]bool;

function Set#Card<T>(Set T) : int;

axiom (forall<T> s: Set T :: { Set#Card(s) } 0 <= Set#Card(s));

function Set#Empty<T>() : Set T;

axiom (forall<T> o: T :: { Set#Empty()[o] } !Set#Empty()[o]);

axiom (forall<T> s: Set T :: 
  { Set#Card(s) } 
  (Set#Card(s) == 0 <==> s == Set#Empty())
     && (Set#Card(s) != 0 ==> (exists x: T :: s[x])));

function Set#Singleton<T>(T) : Set T;

axiom (forall<T> r: T :: { Set#Singleton(r) } Set#Singleton(r)[r]);

axiom (forall<T> r: T, o: T :: 
  { Set#Singleton(r)[o] } 
  Set#Singleton(r)[o] <==> r == o);

axiom (forall<T> r: T :: 
  { Set#Card(Set#Singleton(r)) } 
  Set#Card(Set#Singleton(r)) == 1);

function Set#UnionOne<T>(Set T, T) : Set T;

axiom (forall<T> a: Set T, x: T, o: T :: 
  { Set#UnionOne(a, x)[o] } 
  Set#UnionOne(a, x)[o] <==> o == x || a[o]);

axiom (forall<T> a: Set T, x: T :: { Set#UnionOne(a, x) } Set#UnionOne(a, x)[x]);

axiom (forall<T> a: Set T, x: T, y: T :: 
  { Set#UnionOne(a, x), a[y] } 
  a[y] ==> Set#UnionOne(a, x)[y]);

axiom (forall<T> a: Set T, x: T :: 
  { Set#Card(Set#UnionOne(a, x)) } 
  a[x] ==> Set#Card(Set#UnionOne(a, x)) == Set#Card(a));

axiom (forall<T> a: Set T, x: T :: 
  { Set#Card(Set#UnionOne(a, x)) } 
  !a[x] ==> Set#Card(Set#UnionOne(a, x)) == Set#Card(a) + 1);

function Set#Union<T>(Set T, Set T) : Set T;

axiom (forall<T> a: Set T, b: Set T, o: T :: 
  { Set#Union(a, b)[o] } 
  Set#Union(a, b)[o] <==> a[o] || b[o]);

axiom (forall<T> a: Set T, b: Set T, y: T :: 
  { Set#Union(a, b), a[y] } 
  a[y] ==> Set#Union(a, b)[y]);

axiom (forall<T> a: Set T, b: Set T, y: T :: 
  { Set#Union(a, b), b[y] } 
  b[y] ==> Set#Union(a, b)[y]);

axiom (forall<T> a: Set T, b: Set T :: 
  { Set#Union(a, b) } 
  Set#Disjoint(a, b)
     ==> Set#Difference(Set#Union(a, b), a) == b
       && Set#Difference(Set#Union(a, b), b) == a);

function Set#Intersection<T>(Set T, Set T) : Set T;

axiom (forall<T> a: Set T, b: Set T, o: T :: 
  { Set#Intersection(a, b)[o] } 
  Set#Intersection(a, b)[o] <==> a[o] && b[o]);

axiom (forall<T> a: Set T, b: Set T :: 
  { Set#Union(Set#Union(a, b), b) } 
  Set#Union(Set#Union(a, b), b) == Set#Union(a, b));

axiom (forall<T> a: Set T, b: Set T :: 
  { Set#Union(a, Set#Union(a, b)) } 
  Set#Union(a, Set#Union(a, b)) == Set#Union(a, b));

axiom (forall<T> a: Set T, b: Set T :: 
  { Set#Intersection(Set#Intersection(a, b), b) } 
  Set#Intersection(Set#Intersection(a, b), b) == Set#Intersection(a, b));

axiom (forall<T> a: Set T, b: Set T :: 
  { Set#Intersection(a, Set#Intersection(a, b)) } 
  Set#Intersection(a, Set#Intersection(a, b)) == Set#Intersection(a, b));

axiom (forall<T> a: Set T, b: Set T :: 
  { Set#Card(Set#Union(a, b)) } { Set#Card(Set#Intersection(a, b)) } 
  Set#Card(Set#Union(a, b)) + Set#Card(Set#Intersection(a, b))
     == Set#Card(a) + Set#Card(b));

function Set#Difference<T>(Set T, Set T) : Set T;

axiom (forall<T> a: Set T, b: Set T, o: T :: 
  { Set#Difference(a, b)[o] } 
  Set#Difference(a, b)[o] <==> a[o] && !b[o]);

axiom (forall<T> a: Set T, b: Set T, y: T :: 
  { Set#Difference(a, b), b[y] } 
  b[y] ==> !Set#Difference(a, b)[y]);

axiom (forall<T> a: Set T, b: Set T :: 
  { Set#Card(Set#Difference(a, b)) } 
  Set#Card(Set#Difference(a, b))
         + Set#Card(Set#Difference(b, a))
         + Set#Card(Set#Intersection(a, b))
       == Set#Card(Set#Union(a, b))
     && Set#Card(Set#Difference(a, b)) == Set#Card(a) - Set#Card(Set#Intersection(a, b)));

function Set#Subset<T>(Set T, Set T) : bool;

axiom (forall<T> a: Set T, b: Set T :: 
  { Set#Subset(a, b) } 
  Set#Subset(a, b) <==> (forall o: T :: { a[o] } { b[o] } a[o] ==> b[o]));

function Set#Equal<T>(Set T, Set T) : bool;

axiom (forall<T> a: Set T, b: Set T :: 
  { Set#Equal(a, b) } 
  Set#Equal(a, b) <==> (forall o: T :: { a[o] } { b[o] } a[o] <==> b[o]));

axiom (forall<T> a: Set T, b: Set T :: { Set#Equal(a, b) } Set#Equal(a, b) ==> a == b);

function Set#Disjoint<T>(Set T, Set T) : bool;

axiom (forall<T> a: Set T, b: Set T :: 
  { Set#Disjoint(a, b) } 
  Set#Disjoint(a, b) <==> (forall o: T :: { a[o] } { b[o] } !a[o] || !b[o]));

type ISet T = [T]bool;

function ISet#Empty<T>() : Set T;

axiom (forall<T> o: T :: { ISet#Empty()[o] } !ISet#Empty()[o]);

function ISet#UnionOne<T>(ISet T, T) : ISet T;

axiom (forall<T> a: ISet T, x: T, o: T :: 
  { ISet#UnionOne(a, x)[o] } 
  ISet#UnionOne(a, x)[o] <==> o == x || a[o]);

axiom (forall<T> a: ISet T, x: T :: { ISet#UnionOne(a, x) } ISet#UnionOne(a, x)[x]);

axiom (forall<T> a: ISet T, x: T, y: T :: 
  { ISet#UnionOne(a, x), a[y] } 
  a[y] ==> ISet#UnionOne(a, x)[y]);

function ISet#Union<T>(ISet T, ISet T) : ISet T;

axiom (forall<T> a: ISet T, b: ISet T, o: T :: 
  { ISet#Union(a, b)[o] } 
  ISet#Union(a, b)[o] <==> a[o] || b[o]);

axiom (forall<T> a: ISet T, b: ISet T, y: T :: 
  { ISet#Union(a, b), a[y] } 
  a[y] ==> ISet#Union(a, b)[y]);

axiom (forall<T> a: Set T, b: Set T, y: T :: 
  { ISet#Union(a, b), b[y] } 
  b[y] ==> ISet#Union(a, b)[y]);

axiom (forall<T> a: ISet T, b: ISet T :: 
  { ISet#Union(a, b) } 
  ISet#Disjoint(a, b)
     ==> ISet#Difference(ISet#Union(a, b), a) == b
       && ISet#Difference(ISet#Union(a, b), b) == a);

function ISet#Intersection<T>(ISet T, ISet T) : ISet T;

axiom (forall<T> a: ISet T, b: ISet T, o: T :: 
  { ISet#Intersection(a, b)[o] } 
  ISet#Intersection(a, b)[o] <==> a[o] && b[o]);

axiom (forall<T> a: ISet T, b: ISet T :: 
  { ISet#Union(ISet#Union(a, b), b) } 
  ISet#Union(ISet#Union(a, b), b) == ISet#Union(a, b));

axiom (forall<T> a: Set T, b: Set T :: 
  { ISet#Union(a, ISet#Union(a, b)) } 
  ISet#Union(a, ISet#Union(a, b)) == ISet#Union(a, b));

axiom (forall<T> a: ISet T, b: ISet T :: 
  { ISet#Intersection(ISet#Intersection(a, b), b) } 
  ISet#Intersection(ISet#Intersection(a, b), b) == ISet#Intersection(a, b));

axiom (forall<T> a: ISet T, b: ISet T :: 
  { ISet#Intersection(a, ISet#Intersection(a, b)) } 
  ISet#Intersection(a, ISet#Intersection(a, b)) == ISet#Intersection(a, b));

function ISet#Difference<T>(ISet T, ISet T) : ISet T;

axiom (forall<T> a: ISet T, b: ISet T, o: T :: 
  { ISet#Difference(a, b)[o] } 
  ISet#Difference(a, b)[o] <==> a[o] && !b[o]);

axiom (forall<T> a: ISet T, b: ISet T, y: T :: 
  { ISet#Difference(a, b), b[y] } 
  b[y] ==> !ISet#Difference(a, b)[y]);

function ISet#Subset<T>(ISet T, ISet T) : bool;

axiom (forall<T> a: ISet T, b: ISet T :: 
  { ISet#Subset(a, b) } 
  ISet#Subset(a, b) <==> (forall o: T :: { a[o] } { b[o] } a[o] ==> b[o]));

function ISet#Equal<T>(ISet T, ISet T) : bool;

axiom (forall<T> a: ISet T, b: ISet T :: 
  { ISet#Equal(a, b) } 
  ISet#Equal(a, b) <==> (forall o: T :: { a[o] } { b[o] } a[o] <==> b[o]));

axiom (forall<T> a: ISet T, b: ISet T :: 
  { ISet#Equal(a, b) } 
  ISet#Equal(a, b) ==> a == b);

function ISet#Disjoint<T>(ISet T, ISet T) : bool;

axiom (forall<T> a: ISet T, b: ISet T :: 
  { ISet#Disjoint(a, b) } 
  ISet#Disjoint(a, b) <==> (forall o: T :: { a[o] } { b[o] } !a[o] || !b[o]));

function Math#min(a: int, b: int) : int;

axiom (forall a: int, b: int :: { Math#min(a, b) } a <= b <==> Math#min(a, b) == a);

axiom (forall a: int, b: int :: { Math#min(a, b) } b <= a <==> Math#min(a, b) == b);

axiom (forall a: int, b: int :: 
  { Math#min(a, b) } 
  Math#min(a, b) == a || Math#min(a, b) == b);

function Math#clip(a: int) : int;

axiom (forall a: int :: { Math#clip(a) } 0 <= a ==> Math#clip(a) == a);

axiom (forall a: int :: { Math#clip(a) } a < 0 ==> Math#clip(a) == 0);

type MultiSet T = [T]int;

function $IsGoodMultiSet<T>(ms: MultiSet T) : bool;

axiom (forall<T> ms: MultiSet T :: 
  { $IsGoodMultiSet(ms) } 
  $IsGoodMultiSet(ms)
     <==> (forall bx: T :: { ms[bx] } 0 <= ms[bx] && ms[bx] <= MultiSet#Card(ms)));

function MultiSet#Card<T>(MultiSet T) : int;

axiom (forall<T> s: MultiSet T :: { MultiSet#Card(s) } 0 <= MultiSet#Card(s));

axiom (forall<T> s: MultiSet T, x: T, n: int :: 
  { MultiSet#Card(s[x := n]) } 
  0 <= n ==> MultiSet#Card(s[x := n]) == MultiSet#Card(s) - s[x] + n);

function MultiSet#Empty<T>() : MultiSet T;

axiom (forall<T> o: T :: { MultiSet#Empty()[o] } MultiSet#Empty()[o] == 0);

axiom (forall<T> s: MultiSet T :: 
  { MultiSet#Card(s) } 
  (MultiSet#Card(s) == 0 <==> s == MultiSet#Empty())
     && (MultiSet#Card(s) != 0 ==> (exists x: T :: 0 < s[x])));

function MultiSet#Singleton<T>(T) : MultiSet T;

axiom (forall<T> r: T, o: T :: 
  { MultiSet#Singleton(r)[o] } 
  (MultiSet#Singleton(r)[o] == 1 <==> r == o)
     && (MultiSet#Singleton(r)[o] == 0 <==> r != o));

axiom (forall<T> r: T :: 
  { MultiSet#Singleton(r) } 
  MultiSet#Singleton(r) == MultiSet#UnionOne(MultiSet#Empty(), r));

function MultiSet#UnionOne<T>(MultiSet T, T) : MultiSet T;

axiom (forall<T> a: MultiSet T, x: T, o: T :: 
  { MultiSet#UnionOne(a, x)[o] } 
  0 < MultiSet#UnionOne(a, x)[o] <==> o == x || 0 < a[o]);

axiom (forall<T> a: MultiSet T, x: T :: 
  { MultiSet#UnionOne(a, x) } 
  MultiSet#UnionOne(a, x)[x] == a[x] + 1);

axiom (forall<T> a: MultiSet T, x: T, y: T :: 
  { MultiSet#UnionOne(a, x), a[y] } 
  0 < a[y] ==> 0 < MultiSet#UnionOne(a, x)[y]);

axiom (forall<T> a: MultiSet T, x: T, y: T :: 
  { MultiSet#UnionOne(a, x), a[y] } 
  x != y ==> a[y] == MultiSet#UnionOne(a, x)[y]);

axiom (forall<T> a: MultiSet T, x: T :: 
  { MultiSet#Card(MultiSet#UnionOne(a, x)) } 
  MultiSet#Card(MultiSet#UnionOne(a, x)) == MultiSet#Card(a) + 1);

function MultiSet#Union<T>(MultiSet T, MultiSet T) : MultiSet T;

axiom (forall<T> a: MultiSet T, b: MultiSet T, o: T :: 
  { MultiSet#Union(a, b)[o] } 
  MultiSet#Union(a, b)[o] == a[o] + b[o]);

axiom (forall<T> a: MultiSet T, b: MultiSet T :: 
  { MultiSet#Card(MultiSet#Union(a, b)) } 
  MultiSet#Card(MultiSet#Union(a, b)) == MultiSet#Card(a) + MultiSet#Card(b));

function MultiSet#Intersection<T>(MultiSet T, MultiSet T) : MultiSet T;

axiom (forall<T> a: MultiSet T, b: MultiSet T, o: T :: 
  { MultiSet#Intersection(a, b)[o] } 
  MultiSet#Intersection(a, b)[o] == Math#min(a[o], b[o]));

axiom (forall<T> a: MultiSet T, b: MultiSet T :: 
  { MultiSet#Intersection(MultiSet#Intersection(a, b), b) } 
  MultiSet#Intersection(MultiSet#Intersection(a, b), b)
     == MultiSet#Intersection(a, b));

axiom (forall<T> a: MultiSet T, b: MultiSet T :: 
  { MultiSet#Intersection(a, MultiSet#Intersection(a, b)) } 
  MultiSet#Intersection(a, MultiSet#Intersection(a, b))
     == MultiSet#Intersection(a, b));

function MultiSet#Difference<T>(MultiSet T, MultiSet T) : MultiSet T;

axiom (forall<T> a: MultiSet T, b: MultiSet T, o: T :: 
  { MultiSet#Difference(a, b)[o] } 
  MultiSet#Difference(a, b)[o] == Math#clip(a[o] - b[o]));

axiom (forall<T> a: MultiSet T, b: MultiSet T, y: T :: 
  { MultiSet#Difference(a, b), b[y], a[y] } 
  a[y] <= b[y] ==> MultiSet#Difference(a, b)[y] == 0);

axiom (forall<T> a: MultiSet T, b: MultiSet T :: 
  { MultiSet#Card(MultiSet#Difference(a, b)) } 
  MultiSet#Card(MultiSet#Difference(a, b))
         + MultiSet#Card(MultiSet#Difference(b, a))
         + 2 * MultiSet#Card(MultiSet#Intersection(a, b))
       == MultiSet#Card(MultiSet#Union(a, b))
     && MultiSet#Card(MultiSet#Difference(a, b))
       == MultiSet#Card(a) - MultiSet#Card(MultiSet#Intersection(a, b)));

function MultiSet#Subset<T>(MultiSet T, MultiSet T) : bool;

axiom (forall<T> a: MultiSet T, b: MultiSet T :: 
  { MultiSet#Subset(a, b) } 
  MultiSet#Subset(a, b) <==> (forall o: T :: { a[o] } { b[o] } a[o] <= b[o]));

function MultiSet#Equal<T>(MultiSet T, MultiSet T) : bool;

axiom (forall<T> a: MultiSet T, b: MultiSet T :: 
  { MultiSet#Equal(a, b) } 
  MultiSet#Equal(a, b) <==> (forall o: T :: { a[o] } { b[o] } a[o] == b[o]));

axiom (forall<T> a: MultiSet T, b: MultiSet T :: 
  { MultiSet#Equal(a, b) } 
  MultiSet#Equal(a, b) ==> a == b);

function MultiSet#Disjoint<T>(MultiSet T, MultiSet T) : bool;

axiom (forall<T> a: MultiSet T, b: MultiSet T :: 
  { MultiSet#Disjoint(a, b) } 
  MultiSet#Disjoint(a, b)
     <==> (forall o: T :: { a[o] } { b[o] } a[o] == 0 || b[o] == 0));

function MultiSet#FromSet<T>(Set T) : MultiSet T;

axiom (forall<T> s: Set T, a: T :: 
  { MultiSet#FromSet(s)[a] } 
  (MultiSet#FromSet(s)[a] == 0 <==> !s[a])
     && (MultiSet#FromSet(s)[a] == 1 <==> s[a]));

axiom (forall<T> s: Set T :: 
  { MultiSet#Card(MultiSet#FromSet(s)) } 
  MultiSet#Card(MultiSet#FromSet(s)) == Set#Card(s));

function MultiSet#FromSeq<T>(Seq T) : MultiSet T;

axiom (forall<T> s: Seq T :: 
  { MultiSet#FromSeq(s) } 
  $IsGoodMultiSet(MultiSet#FromSeq(s)));

axiom (forall<T> s: Seq T :: 
  { MultiSet#Card(MultiSet#FromSeq(s)) } 
  MultiSet#Card(MultiSet#FromSeq(s)) == Seq#Length(s));

axiom (forall<T> s: Seq T, v: T :: 
  { MultiSet#FromSeq(Seq#Build(s, v)) } 
  MultiSet#FromSeq(Seq#Build(s, v)) == MultiSet#UnionOne(MultiSet#FromSeq(s), v));

axiom (forall<T>  :: 
  MultiSet#FromSeq(Seq#Empty(): Seq T) == MultiSet#Empty(): MultiSet T);

axiom (forall<T> a: Seq T, b: Seq T :: 
  { MultiSet#FromSeq(Seq#Append(a, b)) } 
  MultiSet#FromSeq(Seq#Append(a, b))
     == MultiSet#Union(MultiSet#FromSeq(a), MultiSet#FromSeq(b)));

axiom (forall<T> s: Seq T, i: int, v: T, x: T :: 
  { MultiSet#FromSeq(Seq#Update(s, i, v))[x] } 
  0 <= i && i < Seq#Length(s)
     ==> MultiSet#FromSeq(Seq#Update(s, i, v))[x]
       == MultiSet#Union(MultiSet#Difference(MultiSet#FromSeq(s), MultiSet#Singleton(Seq#Index(s, i))), 
        MultiSet#Singleton(v))[x]);

axiom (forall<T> s: Seq T, x: T :: 
  { MultiSet#FromSeq(s)[x] } 
  (exists i: int :: 
      { Seq#Index(s, i) } 
      0 <= i && i < Seq#Length(s) && x == Seq#Index(s, i))
     <==> 0 < MultiSet#FromSeq(s)[x]);

type Seq _;

function Seq#Length<T>(Seq T) : int;

axiom (forall<T> s: Seq T :: { Seq#Length(s) } 0 <= Seq#Length(s));

function Seq#Empty<T>() : Seq T;

axiom (forall<T>  :: { Seq#Empty(): Seq T } Seq#Length(Seq#Empty(): Seq T) == 0);

axiom (forall<T> s: Seq T :: 
  { Seq#Length(s) } 
  Seq#Length(s) == 0 ==> s == Seq#Empty());

axiom (forall<T> t: Ty :: { $Is(Seq#Empty(): Seq T, t) } $Is(Seq#Empty(): Seq T, t));

function Seq#Singleton<T>(T) : Seq T;

axiom (forall<T> t: T :: 
  { Seq#Length(Seq#Singleton(t)) } 
  Seq#Length(Seq#Singleton(t)) == 1);

function Seq#Build<T>(s: Seq T, val: T) : Seq T;

function Seq#Build_inv0<T>(s: Seq T) : Seq T;

function Seq#Build_inv1<T>(s: Seq T) : T;

axiom (forall<T> s: Seq T, val: T :: 
  { Seq#Build(s, val) } 
  Seq#Build_inv0(Seq#Build(s, val)) == s
     && Seq#Build_inv1(Seq#Build(s, val)) == val);

axiom (forall<T> s: Seq T, v: T :: 
  { Seq#Build(s, v) } 
  Seq#Length(Seq#Build(s, v)) == 1 + Seq#Length(s));

axiom (forall<T> s: Seq T, i: int, v: T :: 
  { Seq#Index(Seq#Build(s, v), i) } 
  (i == Seq#Length(s) ==> Seq#Index(Seq#Build(s, v), i) == v)
     && (i != Seq#Length(s) ==> Seq#Index(Seq#Build(s, v), i) == Seq#Index(s, i)));

axiom (forall s: Seq Box, bx: Box, t: Ty :: 
  { $Is(Seq#Build(s, bx), TSeq(t)) } 
  $Is(s, TSeq(t)) && $IsBox(bx, t) ==> $Is(Seq#Build(s, bx), TSeq(t)));

function Seq#Append<T>(Seq T, Seq T) : Seq T;

axiom (forall<T> s0: Seq T, s1: Seq T :: 
  { Seq#Length(Seq#Append(s0, s1)) } 
  Seq#Length(Seq#Append(s0, s1)) == Seq#Length(s0) + Seq#Length(s1));

axiom (forall s0: Seq Box, s1: Seq Box, t: Ty :: 
  { $Is(Seq#Append(s0, s1), t) } 
  $Is(s0, t) && $Is(s1, t) ==> $Is(Seq#Append(s0, s1), t));

function Seq#Index<T>(Seq T, int) : T;

axiom (forall<T> t: T :: 
  { Seq#Index(Seq#Singleton(t), 0) } 
  Seq#Index(Seq#Singleton(t), 0) == t);

axiom (forall<T> s0: Seq T, s1: Seq T, n: int :: 
  { Seq#Index(Seq#Append(s0, s1), n) } 
  (n < Seq#Length(s0) ==> Seq#Index(Seq#Append(s0, s1), n) == Seq#Index(s0, n))
     && (Seq#Length(s0) <= n
       ==> Seq#Index(Seq#Append(s0, s1), n) == Seq#Index(s1, n - Seq#Length(s0))));

function Seq#Update<T>(Seq T, int, T) : Seq T;

axiom (forall<T> s: Seq T, i: int, v: T :: 
  { Seq#Length(Seq#Update(s, i, v)) } 
  0 <= i && i < Seq#Length(s) ==> Seq#Length(Seq#Update(s, i, v)) == Seq#Length(s));

axiom (forall<T> s: Seq T, i: int, v: T, n: int :: 
  { Seq#Index(Seq#Update(s, i, v), n) } 
  0 <= n && n < Seq#Length(s)
     ==> (i == n ==> Seq#Index(Seq#Update(s, i, v), n) == v)
       && (i != n ==> Seq#Index(Seq#Update(s, i, v), n) == Seq#Index(s, n)));

function Seq#Contains<T>(Seq T, T) : bool;

axiom (forall<T> s: Seq T, x: T :: 
  { Seq#Contains(s, x) } 
  Seq#Contains(s, x)
     <==> (exists i: int :: 
      { Seq#Index(s, i) } 
      0 <= i && i < Seq#Length(s) && Seq#Index(s, i) == x));

axiom (forall<T> x: T :: 
  { Seq#Contains(Seq#Empty(), x) } 
  !Seq#Contains(Seq#Empty(), x));

axiom (forall<T> s0: Seq T, s1: Seq T, x: T :: 
  { Seq#Contains(Seq#Append(s0, s1), x) } 
  Seq#Contains(Seq#Append(s0, s1), x)
     <==> Seq#Contains(s0, x) || Seq#Contains(s1, x));

axiom (forall<T> s: Seq T, v: T, x: T :: 
  { Seq#Contains(Seq#Build(s, v), x) } 
  Seq#Contains(Seq#Build(s, v), x) <==> v == x || Seq#Contains(s, x));

axiom (forall<T> s: Seq T, n: int, x: T :: 
  { Seq#Contains(Seq#Take(s, n), x) } 
  Seq#Contains(Seq#Take(s, n), x)
     <==> (exists i: int :: 
      { Seq#Index(s, i) } 
      0 <= i && i < n && i < Seq#Length(s) && Seq#Index(s, i) == x));

axiom (forall<T> s: Seq T, n: int, x: T :: 
  { Seq#Contains(Seq#Drop(s, n), x) } 
  Seq#Contains(Seq#Drop(s, n), x)
     <==> (exists i: int :: 
      { Seq#Index(s, i) } 
      0 <= n && n <= i && i < Seq#Length(s) && Seq#Index(s, i) == x));

function Seq#Equal<T>(Seq T, Seq T) : bool;

axiom (forall<T> s0: Seq T, s1: Seq T :: 
  { Seq#Equal(s0, s1) } 
  Seq#Equal(s0, s1)
     <==> Seq#Length(s0) == Seq#Length(s1)
       && (forall j: int :: 
        { Seq#Index(s0, j) } { Seq#Index(s1, j) } 
        0 <= j && j < Seq#Length(s0) ==> Seq#Index(s0, j) == Seq#Index(s1, j)));

axiom (forall<T> a: Seq T, b: Seq T :: { Seq#Equal(a, b) } Seq#Equal(a, b) ==> a == b);

function Seq#SameUntil<T>(Seq T, Seq T, int) : bool;

axiom (forall<T> s0: Seq T, s1: Seq T, n: int :: 
  { Seq#SameUntil(s0, s1, n) } 
  Seq#SameUntil(s0, s1, n)
     <==> (forall j: int :: 
      { Seq#Index(s0, j) } { Seq#Index(s1, j) } 
      0 <= j && j < n ==> Seq#Index(s0, j) == Seq#Index(s1, j)));

function Seq#Take<T>(s: Seq T, howMany: int) : Seq T;

axiom (forall<T> s: Seq T, n: int :: 
  { Seq#Length(Seq#Take(s, n)) } 
  0 <= n && n <= Seq#Length(s) ==> Seq#Length(Seq#Take(s, n)) == n);

axiom (forall<T> s: Seq T, n: int, j: int :: 
  {:weight 25} { Seq#Index(Seq#Take(s, n), j) } { Seq#Index(s, j), Seq#Take(s, n) } 
  0 <= j && j < n && j < Seq#Length(s)
     ==> Seq#Index(Seq#Take(s, n), j) == Seq#Index(s, j));

function Seq#Drop<T>(s: Seq T, howMany: int) : Seq T;

axiom (forall<T> s: Seq T, n: int :: 
  { Seq#Length(Seq#Drop(s, n)) } 
  0 <= n && n <= Seq#Length(s) ==> Seq#Length(Seq#Drop(s, n)) == Seq#Length(s) - n);

axiom (forall<T> s: Seq T, n: int, j: int :: 
  {:weight 25} { Seq#Index(Seq#Drop(s, n), j) } 
  0 <= n && 0 <= j && j < Seq#Length(s) - n
     ==> Seq#Index(Seq#Drop(s, n), j) == Seq#Index(s, j + n));

axiom (forall<T> s: Seq T, n: int, k: int :: 
  {:weight 25} { Seq#Index(s, k), Seq#Drop(s, n) } 
  0 <= n && n <= k && k < Seq#Length(s)
     ==> Seq#Index(Seq#Drop(s, n), k - n) == Seq#Index(s, k));

axiom (forall<T> s: Seq T, t: Seq T, n: int :: 
  { Seq#Take(Seq#Append(s, t), n) } { Seq#Drop(Seq#Append(s, t), n) } 
  n == Seq#Length(s)
     ==> Seq#Take(Seq#Append(s, t), n) == s && Seq#Drop(Seq#Append(s, t), n) == t);

function Seq#FromArray(h: Heap, a: ref) : Seq Box;

axiom (forall h: Heap, a: ref :: 
  { Seq#Length(Seq#FromArray(h, a)) } 
  Seq#Length(Seq#FromArray(h, a)) == _System.array.Length(a));

axiom (forall h: Heap, a: ref :: 
  { Seq#FromArray(h, a) } 
  (forall i: int :: 
    { read(h, a, IndexField(i)) } { Seq#Index(Seq#FromArray(h, a): Seq Box, i) } 
    0 <= i && i < Seq#Length(Seq#FromArray(h, a))
       ==> Seq#Index(Seq#FromArray(h, a), i) == read(h, a, IndexField(i))));

axiom (forall h0: Heap, h1: Heap, a: ref :: 
  { Seq#FromArray(h1, a), $HeapSucc(h0, h1) } 
  $IsGoodHeap(h0)
       && $IsGoodHeap(h1)
       && $HeapSucc(h0, h1)
       && (forall i: int :: 
        0 <= i && i < _System.array.Length(a)
           ==> read(h0, a, IndexField(i)) == read(h1, a, IndexField(i)))
     ==> Seq#FromArray(h0, a) == Seq#FromArray(h1, a));

axiom (forall h: Heap, i: int, v: Box, a: ref :: 
  { Seq#FromArray(update(h, a, IndexField(i), v), a) } 
  0 <= i && i < _System.array.Length(a)
     ==> Seq#FromArray(update(h, a, IndexField(i), v), a)
       == Seq#Update(Seq#FromArray(h, a), i, v));

axiom (forall<T> s: Seq T, i: int, v: T, n: int :: 
  { Seq#Take(Seq#Update(s, i, v), n) } 
  0 <= i && i < n && n <= Seq#Length(s)
     ==> Seq#Take(Seq#Update(s, i, v), n) == Seq#Update(Seq#Take(s, n), i, v));

axiom (forall<T> s: Seq T, i: int, v: T, n: int :: 
  { Seq#Take(Seq#Update(s, i, v), n) } 
  n <= i && i < Seq#Length(s)
     ==> Seq#Take(Seq#Update(s, i, v), n) == Seq#Take(s, n));

axiom (forall<T> s: Seq T, i: int, v: T, n: int :: 
  { Seq#Drop(Seq#Update(s, i, v), n) } 
  0 <= n && n <= i && i < Seq#Length(s)
     ==> Seq#Drop(Seq#Update(s, i, v), n) == Seq#Update(Seq#Drop(s, n), i - n, v));

axiom (forall<T> s: Seq T, i: int, v: T, n: int :: 
  { Seq#Drop(Seq#Update(s, i, v), n) } 
  0 <= i && i < n && n < Seq#Length(s)
     ==> Seq#Drop(Seq#Update(s, i, v), n) == Seq#Drop(s, n));

axiom (forall h: Heap, a: ref, n0: int, n1: int :: 
  { Seq#Take(Seq#FromArray(h, a), n0), Seq#Take(Seq#FromArray(h, a), n1) } 
  n0 + 1 == n1 && 0 <= n0 && n1 <= _System.array.Length(a)
     ==> Seq#Take(Seq#FromArray(h, a), n1)
       == Seq#Build(Seq#Take(Seq#FromArray(h, a), n0), read(h, a, IndexField(n0): Field Box)));

axiom (forall<T> s: Seq T, v: T, n: int :: 
  { Seq#Drop(Seq#Build(s, v), n) } 
  0 <= n && n <= Seq#Length(s)
     ==> Seq#Drop(Seq#Build(s, v), n) == Seq#Build(Seq#Drop(s, n), v));

function Seq#Rank<T>(Seq T) : int;

axiom (forall s: Seq Box, i: int :: 
  { DtRank($Unbox(Seq#Index(s, i)): DatatypeType) } 
  0 <= i && i < Seq#Length(s)
     ==> DtRank($Unbox(Seq#Index(s, i)): DatatypeType) < Seq#Rank(s));

axiom (forall<T> s: Seq T, i: int :: 
  { Seq#Rank(Seq#Drop(s, i)) } 
  0 < i && i <= Seq#Length(s) ==> Seq#Rank(Seq#Drop(s, i)) < Seq#Rank(s));

axiom (forall<T> s: Seq T, i: int :: 
  { Seq#Rank(Seq#Take(s, i)) } 
  0 <= i && i < Seq#Length(s) ==> Seq#Rank(Seq#Take(s, i)) < Seq#Rank(s));

axiom (forall<T> s: Seq T, i: int, j: int :: 
  { Seq#Rank(Seq#Append(Seq#Take(s, i), Seq#Drop(s, j))) } 
  0 <= i && i < j && j <= Seq#Length(s)
     ==> Seq#Rank(Seq#Append(Seq#Take(s, i), Seq#Drop(s, j))) < Seq#Rank(s));

axiom (forall<T> s: Seq T, n: int :: 
  { Seq#Drop(s, n) } 
  n == 0 ==> Seq#Drop(s, n) == s);

axiom (forall<T> s: Seq T, n: int :: 
  { Seq#Take(s, n) } 
  n == 0 ==> Seq#Take(s, n) == Seq#Empty());

axiom (forall<T> s: Seq T, m: int, n: int :: 
  { Seq#Drop(Seq#Drop(s, m), n) } 
  0 <= m && 0 <= n && m + n <= Seq#Length(s)
     ==> Seq#Drop(Seq#Drop(s, m), n) == Seq#Drop(s, m + n));

type Map _ _;

function Map#Domain<U,V>(Map U V) : Set U;

function Map#Elements<U,V>(Map U V) : [U]V;

function Map#Card<U,V>(Map U V) : int;

axiom (forall<U,V> m: Map U V :: { Map#Card(m) } 0 <= Map#Card(m));

axiom (forall<U,V> m: Map U V :: 
  { Set#Card(Map#Domain(m)) } 
  Set#Card(Map#Domain(m)) == Map#Card(m));

function Map#Values<U,V>(Map U V) : Set V;

axiom (forall<U,V> m: Map U V, v: V :: 
  { Map#Values(m)[v] } 
  Map#Values(m)[v]
     == (exists u: U :: 
      { Map#Domain(m)[u] } { Map#Elements(m)[u] } 
      Map#Domain(m)[u] && v == Map#Elements(m)[u]));

function Map#Items<U,V>(Map U V) : Set Box;

function _System.Tuple2._0(DatatypeType) : Box;

function _System.Tuple2._1(DatatypeType) : Box;

axiom (forall<U,V> m: Map U V :: 
  { Set#Card(Map#Items(m)) } 
  Set#Card(Map#Items(m)) == Map#Card(m));

axiom (forall m: Map Box Box, item: Box :: 
  { Map#Items(m)[item] } 
  Map#Items(m)[item]
     <==> Map#Domain(m)[_System.Tuple2._0($Unbox(item))]
       && Map#Elements(m)[_System.Tuple2._0($Unbox(item))]
         == _System.Tuple2._1($Unbox(item)));

function Map#Empty<U,V>() : Map U V;

axiom (forall<U,V> u: U :: 
  { Map#Domain(Map#Empty(): Map U V)[u] } 
  !Map#Domain(Map#Empty(): Map U V)[u]);

axiom (forall<U,V> m: Map U V :: 
  { Map#Card(m) } 
  (Map#Card(m) == 0 <==> m == Map#Empty())
     && (Map#Card(m) != 0 ==> (exists x: U :: Map#Domain(m)[x])));

function Map#Glue<U,V>([U]bool, [U]V, Ty) : Map U V;

axiom (forall<U,V> a: [U]bool, b: [U]V, t: Ty :: 
  { Map#Domain(Map#Glue(a, b, t)) } 
  Map#Domain(Map#Glue(a, b, t)) == a);

axiom (forall<U,V> a: [U]bool, b: [U]V, t: Ty :: 
  { Map#Elements(Map#Glue(a, b, t)) } 
  Map#Elements(Map#Glue(a, b, t)) == b);

axiom (forall<U,V> a: [U]bool, b: [U]V, t: Ty :: 
  { $Is(Map#Glue(a, b, t), t) } 
  $Is(Map#Glue(a, b, t), t));

function Map#Build<U,V>(Map U V, U, V) : Map U V;

axiom (forall<U,V> m: Map U V, u: U, u': U, v: V :: 
  { Map#Domain(Map#Build(m, u, v))[u'] } { Map#Elements(Map#Build(m, u, v))[u'] } 
  (u' == u
       ==> Map#Domain(Map#Build(m, u, v))[u'] && Map#Elements(Map#Build(m, u, v))[u'] == v)
     && (u' != u
       ==> Map#Domain(Map#Build(m, u, v))[u'] == Map#Domain(m)[u']
         && Map#Elements(Map#Build(m, u, v))[u'] == Map#Elements(m)[u']));

axiom (forall<U,V> m: Map U V, u: U, v: V :: 
  { Map#Card(Map#Build(m, u, v)) } 
  Map#Domain(m)[u] ==> Map#Card(Map#Build(m, u, v)) == Map#Card(m));

axiom (forall<U,V> m: Map U V, u: U, v: V :: 
  { Map#Card(Map#Build(m, u, v)) } 
  !Map#Domain(m)[u] ==> Map#Card(Map#Build(m, u, v)) == Map#Card(m) + 1);

function Map#Equal<U,V>(Map U V, Map U V) : bool;

axiom (forall<U,V> m: Map U V, m': Map U V :: 
  { Map#Equal(m, m') } 
  Map#Equal(m, m')
     <==> (forall u: U :: Map#Domain(m)[u] == Map#Domain(m')[u])
       && (forall u: U :: Map#Domain(m)[u] ==> Map#Elements(m)[u] == Map#Elements(m')[u]));

axiom (forall<U,V> m: Map U V, m': Map U V :: 
  { Map#Equal(m, m') } 
  Map#Equal(m, m') ==> m == m');

function Map#Disjoint<U,V>(Map U V, Map U V) : bool;

axiom (forall<U,V> m: Map U V, m': Map U V :: 
  { Map#Disjoint(m, m') } 
  Map#Disjoint(m, m')
     <==> (forall o: U :: 
      { Map#Domain(m)[o] } { Map#Domain(m')[o] } 
      !Map#Domain(m)[o] || !Map#Domain(m')[o]));

type IMap _ _;

function IMap#Domain<U,V>(IMap U V) : Set U;

function IMap#Elements<U,V>(IMap U V) : [U]V;

function IMap#Values<U,V>(IMap U V) : Set V;

axiom (forall<U,V> m: IMap U V, v: V :: 
  { IMap#Values(m)[v] } 
  IMap#Values(m)[v]
     == (exists u: U :: 
      { IMap#Domain(m)[u] } { IMap#Elements(m)[u] } 
      IMap#Domain(m)[u] && v == IMap#Elements(m)[u]));

function IMap#Items<U,V>(IMap U V) : Set Box;

axiom (forall m: IMap Box Box, item: Box :: 
  { IMap#Items(m)[item] } 
  IMap#Items(m)[item]
     <==> IMap#Domain(m)[_System.Tuple2._0($Unbox(item))]
       && IMap#Elements(m)[_System.Tuple2._0($Unbox(item))]
         == _System.Tuple2._1($Unbox(item)));

function IMap#Empty<U,V>() : IMap U V;

axiom (forall<U,V> u: U :: 
  { IMap#Domain(IMap#Empty(): IMap U V)[u] } 
  !IMap#Domain(IMap#Empty(): IMap U V)[u]);

function IMap#Glue<U,V>([U]bool, [U]V, Ty) : IMap U V;

axiom (forall<U,V> a: [U]bool, b: [U]V, t: Ty :: 
  { IMap#Domain(IMap#Glue(a, b, t)) } 
  IMap#Domain(IMap#Glue(a, b, t)) == a);

axiom (forall<U,V> a: [U]bool, b: [U]V, t: Ty :: 
  { IMap#Elements(IMap#Glue(a, b, t)) } 
  IMap#Elements(IMap#Glue(a, b, t)) == b);

axiom (forall<U,V> a: [U]bool, b: [U]V, t: Ty :: 
  { $Is(IMap#Glue(a, b, t), t) } 
  $Is(IMap#Glue(a, b, t), t));

function IMap#Build<U,V>(IMap U V, U, V) : IMap U V;

axiom (forall<U,V> m: IMap U V, u: U, u': U, v: V :: 
  { IMap#Domain(IMap#Build(m, u, v))[u'] } 
    { IMap#Elements(IMap#Build(m, u, v))[u'] } 
  (u' == u
       ==> IMap#Domain(IMap#Build(m, u, v))[u']
         && IMap#Elements(IMap#Build(m, u, v))[u'] == v)
     && (u' != u
       ==> IMap#Domain(IMap#Build(m, u, v))[u'] == IMap#Domain(m)[u']
         && IMap#Elements(IMap#Build(m, u, v))[u'] == IMap#Elements(m)[u']));

function IMap#Equal<U,V>(IMap U V, IMap U V) : bool;

axiom (forall<U,V> m: IMap U V, m': IMap U V :: 
  { IMap#Equal(m, m') } 
  IMap#Equal(m, m')
     <==> (forall u: U :: IMap#Domain(m)[u] == IMap#Domain(m')[u])
       && (forall u: U :: 
        IMap#Domain(m)[u] ==> IMap#Elements(m)[u] == IMap#Elements(m')[u]));

axiom (forall<U,V> m: IMap U V, m': IMap U V :: 
  { IMap#Equal(m, m') } 
  IMap#Equal(m, m') ==> m == m');

function INTERNAL_add_boogie(x: int, y: int) : int;

axiom (forall x: int, y: int :: 
  { INTERNAL_add_boogie(x, y): int } 
  INTERNAL_add_boogie(x, y): int == x + y);

function INTERNAL_sub_boogie(x: int, y: int) : int;

axiom (forall x: int, y: int :: 
  { INTERNAL_sub_boogie(x, y): int } 
  INTERNAL_sub_boogie(x, y): int == x - y);

function INTERNAL_mul_boogie(x: int, y: int) : int;

axiom (forall x: int, y: int :: 
  { INTERNAL_mul_boogie(x, y): int } 
  INTERNAL_mul_boogie(x, y): int == x * y);

function INTERNAL_div_boogie(x: int, y: int) : int;

axiom (forall x: int, y: int :: 
  { INTERNAL_div_boogie(x, y): int } 
  INTERNAL_div_boogie(x, y): int == x div y);

function INTERNAL_mod_boogie(x: int, y: int) : int;

axiom (forall x: int, y: int :: 
  { INTERNAL_mod_boogie(x, y): int } 
  INTERNAL_mod_boogie(x, y): int == x mod y);

function {:never_pattern true} INTERNAL_lt_boogie(x: int, y: int) : bool;

axiom (forall x: int, y: int :: 
  {:never_pattern true} { INTERNAL_lt_boogie(x, y): bool } 
  INTERNAL_lt_boogie(x, y): bool == (x < y));

function {:never_pattern true} INTERNAL_le_boogie(x: int, y: int) : bool;

axiom (forall x: int, y: int :: 
  {:never_pattern true} { INTERNAL_le_boogie(x, y): bool } 
  INTERNAL_le_boogie(x, y): bool == (x <= y));

function {:never_pattern true} INTERNAL_gt_boogie(x: int, y: int) : bool;

axiom (forall x: int, y: int :: 
  {:never_pattern true} { INTERNAL_gt_boogie(x, y): bool } 
  INTERNAL_gt_boogie(x, y): bool == (x > y));

function {:never_pattern true} INTERNAL_ge_boogie(x: int, y: int) : bool;

axiom (forall x: int, y: int :: 
  {:never_pattern true} { INTERNAL_ge_boogie(x, y): bool } 
  INTERNAL_ge_boogie(x, y): bool == (x >= y));

function Mul(x: int, y: int) : int;

axiom (forall x: int, y: int :: { Mul(x, y): int } Mul(x, y): int == x * y);

function Div(x: int, y: int) : int;

axiom (forall x: int, y: int :: { Div(x, y): int } Div(x, y): int == x div y);

function Mod(x: int, y: int) : int;

axiom (forall x: int, y: int :: { Mod(x, y): int } Mod(x, y): int == x mod y);

function Add(x: int, y: int) : int;

axiom (forall x: int, y: int :: { Add(x, y): int } Add(x, y): int == x + y);

function Sub(x: int, y: int) : int;

axiom (forall x: int, y: int :: { Sub(x, y): int } Sub(x, y): int == x - y);

function Tclass._System.nat() : Ty;

// Tclass._System.nat Tag
axiom Tag(Tclass._System.nat()) == Tagclass._System.nat;

const unique Tagclass._System.nat: TyTag;

// Box/unbox axiom for Tclass._System.nat
axiom (forall bx: Box :: 
  { $IsBox(bx, Tclass._System.nat()) } 
  $IsBox(bx, Tclass._System.nat())
     ==> $Box($Unbox(bx): int) == bx && $Is($Unbox(bx): int, Tclass._System.nat()));

// _System.nat: subset type $Is
axiom (forall x#0: int :: 
  { $Is(x#0, Tclass._System.nat()) } 
  $Is(x#0, Tclass._System.nat()) <==> LitInt(0) <= x#0);

// _System.nat: subset type $IsAlloc
axiom (forall x#0: int, $h: Heap :: 
  { $IsAlloc(x#0, Tclass._System.nat(), $h) } 
  $IsAlloc(x#0, Tclass._System.nat(), $h));

const unique class._System.object?: ClassName;

// Tclass._System.object? Tag
axiom Tag(Tclass._System.object?()) == Tagclass._System.object?;

const unique Tagclass._System.object?: TyTag;

// Box/unbox axiom for Tclass._System.object?
axiom (forall bx: Box :: 
  { $IsBox(bx, Tclass._System.object?()) } 
  $IsBox(bx, Tclass._System.object?())
     ==> $Box($Unbox(bx): ref) == bx && $Is($Unbox(bx): ref, Tclass._System.object?()));

// object: Class $Is
axiom (forall $o: ref :: 
  { $Is($o, Tclass._System.object?()) } 
  $Is($o, Tclass._System.object?()));

// object: Class $IsAlloc
axiom (forall $o: ref, $h: Heap :: 
  { $IsAlloc($o, Tclass._System.object?(), $h) } 
  $IsAlloc($o, Tclass._System.object?(), $h)
     <==> $o == null || read($h, $o, alloc));

function implements$_System.object(Ty) : bool;

function Tclass._System.object() : Ty;

// Tclass._System.object Tag
axiom Tag(Tclass._System.object()) == Tagclass._System.object;

const unique Tagclass._System.object: TyTag;

// Box/unbox axiom for Tclass._System.object
axiom (forall bx: Box :: 
  { $IsBox(bx, Tclass._System.object()) } 
  $IsBox(bx, Tclass._System.object())
     ==> $Box($Unbox(bx): ref) == bx && $Is($Unbox(bx): ref, Tclass._System.object()));

// _System.object: subset type $Is
axiom (forall c#0: ref :: 
  { $Is(c#0, Tclass._System.object()) } 
  $Is(c#0, Tclass._System.object())
     <==> $Is(c#0, Tclass._System.object?()) && c#0 != null);

// _System.object: subset type $IsAlloc
axiom (forall c#0: ref, $h: Heap :: 
  { $IsAlloc(c#0, Tclass._System.object(), $h) } 
  $IsAlloc(c#0, Tclass._System.object(), $h)
     <==> $IsAlloc(c#0, Tclass._System.object?(), $h));

const unique class._System.array?: ClassName;

function Tclass._System.array?(Ty) : Ty;

// Tclass._System.array? Tag
axiom (forall #$arg: Ty :: 
  { Tclass._System.array?(#$arg) } 
  Tag(Tclass._System.array?(#$arg)) == Tagclass._System.array?);

const unique Tagclass._System.array?: TyTag;

// Tclass._System.array? injectivity 0
axiom (forall #$arg: Ty :: 
  { Tclass._System.array?(#$arg) } 
  Tclass._System.array?_0(Tclass._System.array?(#$arg)) == #$arg);

function Tclass._System.array?_0(Ty) : Ty;

// Box/unbox axiom for Tclass._System.array?
axiom (forall #$arg: Ty, bx: Box :: 
  { $IsBox(bx, Tclass._System.array?(#$arg)) } 
  $IsBox(bx, Tclass._System.array?(#$arg))
     ==> $Box($Unbox(bx): ref) == bx
       && $Is($Unbox(bx): ref, Tclass._System.array?(#$arg)));

// array.: Type axiom
axiom (forall #$arg: Ty, $h: Heap, $o: ref, $i0: int :: 
  { read($h, $o, IndexField($i0)), Tclass._System.array?(#$arg) } 
  $IsGoodHeap($h)
       && 
      $o != null
       && dtype($o) == Tclass._System.array?(#$arg)
       && 
      0 <= $i0
       && $i0 < _System.array.Length($o)
     ==> $IsBox(read($h, $o, IndexField($i0)), #$arg));

// array.: Allocation axiom
axiom (forall #$arg: Ty, $h: Heap, $o: ref, $i0: int :: 
  { read($h, $o, IndexField($i0)), Tclass._System.array?(#$arg) } 
  $IsGoodHeap($h)
       && 
      $o != null
       && dtype($o) == Tclass._System.array?(#$arg)
       && 
      0 <= $i0
       && $i0 < _System.array.Length($o)
       && read($h, $o, alloc)
     ==> $IsAllocBox(read($h, $o, IndexField($i0)), #$arg, $h));

// array: Class $Is
axiom (forall #$arg: Ty, $o: ref :: 
  { $Is($o, Tclass._System.array?(#$arg)) } 
  $Is($o, Tclass._System.array?(#$arg))
     <==> $o == null || dtype($o) == Tclass._System.array?(#$arg));

// array: Class $IsAlloc
axiom (forall #$arg: Ty, $o: ref, $h: Heap :: 
  { $IsAlloc($o, Tclass._System.array?(#$arg), $h) } 
  $IsAlloc($o, Tclass._System.array?(#$arg), $h)
     <==> $o == null || read($h, $o, alloc));

// array.Length: Type axiom
axiom (forall #$arg: Ty, $o: ref :: 
  { _System.array.Length($o), Tclass._System.array?(#$arg) } 
  $o != null && dtype($o) == Tclass._System.array?(#$arg)
     ==> $Is(_System.array.Length($o), TInt));

// array.Length: Allocation axiom
axiom (forall #$arg: Ty, $h: Heap, $o: ref :: 
  { _System.array.Length($o), read($h, $o, alloc), Tclass._System.array?(#$arg) } 
  $IsGoodHeap($h)
       && 
      $o != null
       && dtype($o) == Tclass._System.array?(#$arg)
       && read($h, $o, alloc)
     ==> $IsAlloc(_System.array.Length($o), TInt, $h));

function Tclass._System.array(Ty) : Ty;

// Tclass._System.array Tag
axiom (forall _System.array$arg: Ty :: 
  { Tclass._System.array(_System.array$arg) } 
  Tag(Tclass._System.array(_System.array$arg)) == Tagclass._System.array);

const unique Tagclass._System.array: TyTag;

// Tclass._System.array injectivity 0
axiom (forall _System.array$arg: Ty :: 
  { Tclass._System.array(_System.array$arg) } 
  Tclass._System.array_0(Tclass._System.array(_System.array$arg))
     == _System.array$arg);

function Tclass._System.array_0(Ty) : Ty;

// Box/unbox axiom for Tclass._System.array
axiom (forall _System.array$arg: Ty, bx: Box :: 
  { $IsBox(bx, Tclass._System.array(_System.array$arg)) } 
  $IsBox(bx, Tclass._System.array(_System.array$arg))
     ==> $Box($Unbox(bx): ref) == bx
       && $Is($Unbox(bx): ref, Tclass._System.array(_System.array$arg)));

// _System.array: subset type $Is
axiom (forall _System.array$arg: Ty, c#0: ref :: 
  { $Is(c#0, Tclass._System.array(_System.array$arg)) } 
  $Is(c#0, Tclass._System.array(_System.array$arg))
     <==> $Is(c#0, Tclass._System.array?(_System.array$arg)) && c#0 != null);

// _System.array: subset type $IsAlloc
axiom (forall _System.array$arg: Ty, c#0: ref, $h: Heap :: 
  { $IsAlloc(c#0, Tclass._System.array(_System.array$arg), $h) } 
  $IsAlloc(c#0, Tclass._System.array(_System.array$arg), $h)
     <==> $IsAlloc(c#0, Tclass._System.array?(_System.array$arg), $h));

function Tclass._System.___hFunc0(Ty) : Ty;

// Tclass._System.___hFunc0 Tag
axiom (forall #$R: Ty :: 
  { Tclass._System.___hFunc0(#$R) } 
  Tag(Tclass._System.___hFunc0(#$R)) == Tagclass._System.___hFunc0);

const unique Tagclass._System.___hFunc0: TyTag;

// Tclass._System.___hFunc0 injectivity 0
axiom (forall #$R: Ty :: 
  { Tclass._System.___hFunc0(#$R) } 
  Tclass._System.___hFunc0_0(Tclass._System.___hFunc0(#$R)) == #$R);

function Tclass._System.___hFunc0_0(Ty) : Ty;

// Box/unbox axiom for Tclass._System.___hFunc0
axiom (forall #$R: Ty, bx: Box :: 
  { $IsBox(bx, Tclass._System.___hFunc0(#$R)) } 
  $IsBox(bx, Tclass._System.___hFunc0(#$R))
     ==> $Box($Unbox(bx): HandleType) == bx
       && $Is($Unbox(bx): HandleType, Tclass._System.___hFunc0(#$R)));

function Handle0([Heap]Box, [Heap]bool, [Heap]Set Box) : HandleType;

function Apply0(Ty, Heap, HandleType) : Box;

function Requires0(Ty, Heap, HandleType) : bool;

function Reads0(Ty, Heap, HandleType) : Set Box;

axiom (forall t0: Ty, heap: Heap, h: [Heap]Box, r: [Heap]bool, rd: [Heap]Set Box :: 
  { Apply0(t0, heap, Handle0(h, r, rd)) } 
  Apply0(t0, heap, Handle0(h, r, rd)) == h[heap]);

axiom (forall t0: Ty, heap: Heap, h: [Heap]Box, r: [Heap]bool, rd: [Heap]Set Box :: 
  { Requires0(t0, heap, Handle0(h, r, rd)) } 
  r[heap] ==> Requires0(t0, heap, Handle0(h, r, rd)));

axiom (forall t0: Ty, heap: Heap, h: [Heap]Box, r: [Heap]bool, rd: [Heap]Set Box, bx: Box :: 
  { Reads0(t0, heap, Handle0(h, r, rd))[bx] } 
  Reads0(t0, heap, Handle0(h, r, rd))[bx] == rd[heap][bx]);

function {:inline} Requires0#canCall(t0: Ty, heap: Heap, f: HandleType) : bool
{
  true
}

function {:inline} Reads0#canCall(t0: Ty, heap: Heap, f: HandleType) : bool
{
  true
}

// frame axiom for Reads0
axiom (forall t0: Ty, h0: Heap, h1: Heap, f: HandleType :: 
  { $HeapSucc(h0, h1), Reads0(t0, h1, f) } 
  $HeapSucc(h0, h1)
       && 
      $IsGoodHeap(h0)
       && $IsGoodHeap(h1)
       && $Is(f, Tclass._System.___hFunc0(t0))
       && (forall<a> o: ref, fld: Field a :: 
        o != null && Reads0(t0, h0, f)[$Box(o)] ==> read(h0, o, fld) == read(h1, o, fld))
     ==> Reads0(t0, h0, f) == Reads0(t0, h1, f));

// frame axiom for Reads0
axiom (forall t0: Ty, h0: Heap, h1: Heap, f: HandleType :: 
  { $HeapSucc(h0, h1), Reads0(t0, h1, f) } 
  $HeapSucc(h0, h1)
       && 
      $IsGoodHeap(h0)
       && $IsGoodHeap(h1)
       && $Is(f, Tclass._System.___hFunc0(t0))
       && (forall<a> o: ref, fld: Field a :: 
        o != null && Reads0(t0, h1, f)[$Box(o)] ==> read(h0, o, fld) == read(h1, o, fld))
     ==> Reads0(t0, h0, f) == Reads0(t0, h1, f));

// frame axiom for Requires0
axiom (forall t0: Ty, h0: Heap, h1: Heap, f: HandleType :: 
  { $HeapSucc(h0, h1), Requires0(t0, h1, f) } 
  $HeapSucc(h0, h1)
       && 
      $IsGoodHeap(h0)
       && $IsGoodHeap(h1)
       && $Is(f, Tclass._System.___hFunc0(t0))
       && (forall<a> o: ref, fld: Field a :: 
        o != null && Reads0(t0, h0, f)[$Box(o)] ==> read(h0, o, fld) == read(h1, o, fld))
     ==> Requires0(t0, h0, f) == Requires0(t0, h1, f));

// frame axiom for Requires0
axiom (forall t0: Ty, h0: Heap, h1: Heap, f: HandleType :: 
  { $HeapSucc(h0, h1), Requires0(t0, h1, f) } 
  $HeapSucc(h0, h1)
       && 
      $IsGoodHeap(h0)
       && $IsGoodHeap(h1)
       && $Is(f, Tclass._System.___hFunc0(t0))
       && (forall<a> o: ref, fld: Field a :: 
        o != null && Reads0(t0, h1, f)[$Box(o)] ==> read(h0, o, fld) == read(h1, o, fld))
     ==> Requires0(t0, h0, f) == Requires0(t0, h1, f));

// frame axiom for Apply0
axiom (forall t0: Ty, h0: Heap, h1: Heap, f: HandleType :: 
  { $HeapSucc(h0, h1), Apply0(t0, h1, f) } 
  $HeapSucc(h0, h1)
       && 
      $IsGoodHeap(h0)
       && $IsGoodHeap(h1)
       && $Is(f, Tclass._System.___hFunc0(t0))
       && (forall<a> o: ref, fld: Field a :: 
        o != null && Reads0(t0, h0, f)[$Box(o)] ==> read(h0, o, fld) == read(h1, o, fld))
     ==> Apply0(t0, h0, f) == Apply0(t0, h1, f));

// frame axiom for Apply0
axiom (forall t0: Ty, h0: Heap, h1: Heap, f: HandleType :: 
  { $HeapSucc(h0, h1), Apply0(t0, h1, f) } 
  $HeapSucc(h0, h1)
       && 
      $IsGoodHeap(h0)
       && $IsGoodHeap(h1)
       && $Is(f, Tclass._System.___hFunc0(t0))
       && (forall<a> o: ref, fld: Field a :: 
        o != null && Reads0(t0, h1, f)[$Box(o)] ==> read(h0, o, fld) == read(h1, o, fld))
     ==> Apply0(t0, h0, f) == Apply0(t0, h1, f));

// empty-reads property for Reads0 
axiom (forall t0: Ty, heap: Heap, f: HandleType :: 
  { Reads0(t0, $OneHeap, f), $IsGoodHeap(heap) } { Reads0(t0, heap, f) } 
  $IsGoodHeap(heap) && $Is(f, Tclass._System.___hFunc0(t0))
     ==> (Set#Equal(Reads0(t0, $OneHeap, f), Set#Empty(): Set Box)
       <==> Set#Equal(Reads0(t0, heap, f), Set#Empty(): Set Box)));

// empty-reads property for Requires0
axiom (forall t0: Ty, heap: Heap, f: HandleType :: 
  { Requires0(t0, $OneHeap, f), $IsGoodHeap(heap) } { Requires0(t0, heap, f) } 
  $IsGoodHeap(heap)
       && $Is(f, Tclass._System.___hFunc0(t0))
       && Set#Equal(Reads0(t0, $OneHeap, f), Set#Empty(): Set Box)
     ==> Requires0(t0, $OneHeap, f) == Requires0(t0, heap, f));

axiom (forall f: HandleType, t0: Ty :: 
  { $Is(f, Tclass._System.___hFunc0(t0)) } 
  $Is(f, Tclass._System.___hFunc0(t0))
     <==> (forall h: Heap :: 
      { Apply0(t0, h, f) } 
      $IsGoodHeap(h) && Requires0(t0, h, f) ==> $IsBox(Apply0(t0, h, f), t0)));

axiom (forall f: HandleType, t0: Ty, u0: Ty :: 
  { $Is(f, Tclass._System.___hFunc0(t0)), $Is(f, Tclass._System.___hFunc0(u0)) } 
  $Is(f, Tclass._System.___hFunc0(t0))
       && (forall bx: Box :: 
        { $IsBox(bx, t0) } { $IsBox(bx, u0) } 
        $IsBox(bx, t0) ==> $IsBox(bx, u0))
     ==> $Is(f, Tclass._System.___hFunc0(u0)));

axiom (forall f: HandleType, t0: Ty, h: Heap :: 
  { $IsAlloc(f, Tclass._System.___hFunc0(t0), h) } 
  $IsGoodHeap(h)
     ==> ($IsAlloc(f, Tclass._System.___hFunc0(t0), h)
       <==> Requires0(t0, h, f)
         ==> (forall r: ref :: 
          { Reads0(t0, h, f)[$Box(r)] } 
          r != null && Reads0(t0, h, f)[$Box(r)] ==> read(h, r, alloc))));

axiom (forall f: HandleType, t0: Ty, h: Heap :: 
  { $IsAlloc(f, Tclass._System.___hFunc0(t0), h) } 
  $IsGoodHeap(h) && $IsAlloc(f, Tclass._System.___hFunc0(t0), h)
     ==> 
    Requires0(t0, h, f)
     ==> $IsAllocBox(Apply0(t0, h, f), t0, h));

function Tclass._System.___hPartialFunc0(Ty) : Ty;

// Tclass._System.___hPartialFunc0 Tag
axiom (forall #$R: Ty :: 
  { Tclass._System.___hPartialFunc0(#$R) } 
  Tag(Tclass._System.___hPartialFunc0(#$R)) == Tagclass._System.___hPartialFunc0);

const unique Tagclass._System.___hPartialFunc0: TyTag;

// Tclass._System.___hPartialFunc0 injectivity 0
axiom (forall #$R: Ty :: 
  { Tclass._System.___hPartialFunc0(#$R) } 
  Tclass._System.___hPartialFunc0_0(Tclass._System.___hPartialFunc0(#$R)) == #$R);

function Tclass._System.___hPartialFunc0_0(Ty) : Ty;

// Box/unbox axiom for Tclass._System.___hPartialFunc0
axiom (forall #$R: Ty, bx: Box :: 
  { $IsBox(bx, Tclass._System.___hPartialFunc0(#$R)) } 
  $IsBox(bx, Tclass._System.___hPartialFunc0(#$R))
     ==> $Box($Unbox(bx): HandleType) == bx
       && $Is($Unbox(bx): HandleType, Tclass._System.___hPartialFunc0(#$R)));

// _System._#PartialFunc0: subset type $Is
axiom (forall #$R: Ty, f#0: HandleType :: 
  { $Is(f#0, Tclass._System.___hPartialFunc0(#$R)) } 
  $Is(f#0, Tclass._System.___hPartialFunc0(#$R))
     <==> $Is(f#0, Tclass._System.___hFunc0(#$R))
       && Set#Equal(Reads0(#$R, $OneHeap, f#0), Set#Empty(): Set Box));

// _System._#PartialFunc0: subset type $IsAlloc
axiom (forall #$R: Ty, f#0: HandleType, $h: Heap :: 
  { $IsAlloc(f#0, Tclass._System.___hPartialFunc0(#$R), $h) } 
  $IsAlloc(f#0, Tclass._System.___hPartialFunc0(#$R), $h)
     <==> $IsAlloc(f#0, Tclass._System.___hFunc0(#$R), $h));

function Tclass._System.___hTotalFunc0(Ty) : Ty;

// Tclass._System.___hTotalFunc0 Tag
axiom (forall #$R: Ty :: 
  { Tclass._System.___hTotalFunc0(#$R) } 
  Tag(Tclass._System.___hTotalFunc0(#$R)) == Tagclass._System.___hTotalFunc0);

const unique Tagclass._System.___hTotalFunc0: TyTag;

// Tclass._System.___hTotalFunc0 injectivity 0
axiom (forall #$R: Ty :: 
  { Tclass._System.___hTotalFunc0(#$R) } 
  Tclass._System.___hTotalFunc0_0(Tclass._System.___hTotalFunc0(#$R)) == #$R);

function Tclass._System.___hTotalFunc0_0(Ty) : Ty;

// Box/unbox axiom for Tclass._System.___hTotalFunc0
axiom (forall #$R: Ty, bx: Box :: 
  { $IsBox(bx, Tclass._System.___hTotalFunc0(#$R)) } 
  $IsBox(bx, Tclass._System.___hTotalFunc0(#$R))
     ==> $Box($Unbox(bx): HandleType) == bx
       && $Is($Unbox(bx): HandleType, Tclass._System.___hTotalFunc0(#$R)));

// _System._#TotalFunc0: subset type $Is
axiom (forall #$R: Ty, f#0: HandleType :: 
  { $Is(f#0, Tclass._System.___hTotalFunc0(#$R)) } 
  $Is(f#0, Tclass._System.___hTotalFunc0(#$R))
     <==> $Is(f#0, Tclass._System.___hPartialFunc0(#$R)) && Requires0(#$R, $OneHeap, f#0));

// _System._#TotalFunc0: subset type $IsAlloc
axiom (forall #$R: Ty, f#0: HandleType, $h: Heap :: 
  { $IsAlloc(f#0, Tclass._System.___hTotalFunc0(#$R), $h) } 
  $IsAlloc(f#0, Tclass._System.___hTotalFunc0(#$R), $h)
     <==> $IsAlloc(f#0, Tclass._System.___hPartialFunc0(#$R), $h));

function Tclass._System.___hFunc1(Ty, Ty) : Ty;

// Tclass._System.___hFunc1 Tag
axiom (forall #$T0: Ty, #$R: Ty :: 
  { Tclass._System.___hFunc1(#$T0, #$R) } 
  Tag(Tclass._System.___hFunc1(#$T0, #$R)) == Tagclass._System.___hFunc1);

const unique Tagclass._System.___hFunc1: TyTag;

// Tclass._System.___hFunc1 injectivity 0
axiom (forall #$T0: Ty, #$R: Ty :: 
  { Tclass._System.___hFunc1(#$T0, #$R) } 
  Tclass._System.___hFunc1_0(Tclass._System.___hFunc1(#$T0, #$R)) == #$T0);

function Tclass._System.___hFunc1_0(Ty) : Ty;

// Tclass._System.___hFunc1 injectivity 1
axiom (forall #$T0: Ty, #$R: Ty :: 
  { Tclass._System.___hFunc1(#$T0, #$R) } 
  Tclass._System.___hFunc1_1(Tclass._System.___hFunc1(#$T0, #$R)) == #$R);

function Tclass._System.___hFunc1_1(Ty) : Ty;

// Box/unbox axiom for Tclass._System.___hFunc1
axiom (forall #$T0: Ty, #$R: Ty, bx: Box :: 
  { $IsBox(bx, Tclass._System.___hFunc1(#$T0, #$R)) } 
  $IsBox(bx, Tclass._System.___hFunc1(#$T0, #$R))
     ==> $Box($Unbox(bx): HandleType) == bx
       && $Is($Unbox(bx): HandleType, Tclass._System.___hFunc1(#$T0, #$R)));

function Handle1([Heap,Box]Box, [Heap,Box]bool, [Heap,Box]Set Box) : HandleType;

function Apply1(Ty, Ty, Heap, HandleType, Box) : Box;

function Requires1(Ty, Ty, Heap, HandleType, Box) : bool;

function Reads1(Ty, Ty, Heap, HandleType, Box) : Set Box;

axiom (forall t0: Ty, 
    t1: Ty, 
    heap: Heap, 
    h: [Heap,Box]Box, 
    r: [Heap,Box]bool, 
    rd: [Heap,Box]Set Box, 
    bx0: Box :: 
  { Apply1(t0, t1, heap, Handle1(h, r, rd), bx0) } 
  Apply1(t0, t1, heap, Handle1(h, r, rd), bx0) == h[heap, bx0]);

axiom (forall t0: Ty, 
    t1: Ty, 
    heap: Heap, 
    h: [Heap,Box]Box, 
    r: [Heap,Box]bool, 
    rd: [Heap,Box]Set Box, 
    bx0: Box :: 
  { Requires1(t0, t1, heap, Handle1(h, r, rd), bx0) } 
  r[heap, bx0] ==> Requires1(t0, t1, heap, Handle1(h, r, rd), bx0));

axiom (forall t0: Ty, 
    t1: Ty, 
    heap: Heap, 
    h: [Heap,Box]Box, 
    r: [Heap,Box]bool, 
    rd: [Heap,Box]Set Box, 
    bx0: Box, 
    bx: Box :: 
  { Reads1(t0, t1, heap, Handle1(h, r, rd), bx0)[bx] } 
  Reads1(t0, t1, heap, Handle1(h, r, rd), bx0)[bx] == rd[heap, bx0][bx]);

function {:inline} Requires1#canCall(t0: Ty, t1: Ty, heap: Heap, f: HandleType, bx0: Box) : bool
{
  true
}

function {:inline} Reads1#canCall(t0: Ty, t1: Ty, heap: Heap, f: HandleType, bx0: Box) : bool
{
  true
}

// frame axiom for Reads1
axiom (forall t0: Ty, t1: Ty, h0: Heap, h1: Heap, f: HandleType, bx0: Box :: 
  { $HeapSucc(h0, h1), Reads1(t0, t1, h1, f, bx0) } 
  $HeapSucc(h0, h1)
       && 
      $IsGoodHeap(h0)
       && $IsGoodHeap(h1)
       && 
      $IsBox(bx0, t0)
       && $Is(f, Tclass._System.___hFunc1(t0, t1))
       && (forall<a> o: ref, fld: Field a :: 
        o != null && Reads1(t0, t1, h0, f, bx0)[$Box(o)]
           ==> read(h0, o, fld) == read(h1, o, fld))
     ==> Reads1(t0, t1, h0, f, bx0) == Reads1(t0, t1, h1, f, bx0));

// frame axiom for Reads1
axiom (forall t0: Ty, t1: Ty, h0: Heap, h1: Heap, f: HandleType, bx0: Box :: 
  { $HeapSucc(h0, h1), Reads1(t0, t1, h1, f, bx0) } 
  $HeapSucc(h0, h1)
       && 
      $IsGoodHeap(h0)
       && $IsGoodHeap(h1)
       && 
      $IsBox(bx0, t0)
       && $Is(f, Tclass._System.___hFunc1(t0, t1))
       && (forall<a> o: ref, fld: Field a :: 
        o != null && Reads1(t0, t1, h1, f, bx0)[$Box(o)]
           ==> read(h0, o, fld) == read(h1, o, fld))
     ==> Reads1(t0, t1, h0, f, bx0) == Reads1(t0, t1, h1, f, bx0));

// frame axiom for Requires1
axiom (forall t0: Ty, t1: Ty, h0: Heap, h1: Heap, f: HandleType, bx0: Box :: 
  { $HeapSucc(h0, h1), Requires1(t0, t1, h1, f, bx0) } 
  $HeapSucc(h0, h1)
       && 
      $IsGoodHeap(h0)
       && $IsGoodHeap(h1)
       && 
      $IsBox(bx0, t0)
       && $Is(f, Tclass._System.___hFunc1(t0, t1))
       && (forall<a> o: ref, fld: Field a :: 
        o != null && Reads1(t0, t1, h0, f, bx0)[$Box(o)]
           ==> read(h0, o, fld) == read(h1, o, fld))
     ==> Requires1(t0, t1, h0, f, bx0) == Requires1(t0, t1, h1, f, bx0));

// frame axiom for Requires1
axiom (forall t0: Ty, t1: Ty, h0: Heap, h1: Heap, f: HandleType, bx0: Box :: 
  { $HeapSucc(h0, h1), Requires1(t0, t1, h1, f, bx0) } 
  $HeapSucc(h0, h1)
       && 
      $IsGoodHeap(h0)
       && $IsGoodHeap(h1)
       && 
      $IsBox(bx0, t0)
       && $Is(f, Tclass._System.___hFunc1(t0, t1))
       && (forall<a> o: ref, fld: Field a :: 
        o != null && Reads1(t0, t1, h1, f, bx0)[$Box(o)]
           ==> read(h0, o, fld) == read(h1, o, fld))
     ==> Requires1(t0, t1, h0, f, bx0) == Requires1(t0, t1, h1, f, bx0));

// frame axiom for Apply1
axiom (forall t0: Ty, t1: Ty, h0: Heap, h1: Heap, f: HandleType, bx0: Box :: 
  { $HeapSucc(h0, h1), Apply1(t0, t1, h1, f, bx0) } 
  $HeapSucc(h0, h1)
       && 
      $IsGoodHeap(h0)
       && $IsGoodHeap(h1)
       && 
      $IsBox(bx0, t0)
       && $Is(f, Tclass._System.___hFunc1(t0, t1))
       && (forall<a> o: ref, fld: Field a :: 
        o != null && Reads1(t0, t1, h0, f, bx0)[$Box(o)]
           ==> read(h0, o, fld) == read(h1, o, fld))
     ==> Apply1(t0, t1, h0, f, bx0) == Apply1(t0, t1, h1, f, bx0));

// frame axiom for Apply1
axiom (forall t0: Ty, t1: Ty, h0: Heap, h1: Heap, f: HandleType, bx0: Box :: 
  { $HeapSucc(h0, h1), Apply1(t0, t1, h1, f, bx0) } 
  $HeapSucc(h0, h1)
       && 
      $IsGoodHeap(h0)
       && $IsGoodHeap(h1)
       && 
      $IsBox(bx0, t0)
       && $Is(f, Tclass._System.___hFunc1(t0, t1))
       && (forall<a> o: ref, fld: Field a :: 
        o != null && Reads1(t0, t1, h1, f, bx0)[$Box(o)]
           ==> read(h0, o, fld) == read(h1, o, fld))
     ==> Apply1(t0, t1, h0, f, bx0) == Apply1(t0, t1, h1, f, bx0));

// empty-reads property for Reads1 
axiom (forall t0: Ty, t1: Ty, heap: Heap, f: HandleType, bx0: Box :: 
  { Reads1(t0, t1, $OneHeap, f, bx0), $IsGoodHeap(heap) } 
    { Reads1(t0, t1, heap, f, bx0) } 
  $IsGoodHeap(heap) && $IsBox(bx0, t0) && $Is(f, Tclass._System.___hFunc1(t0, t1))
     ==> (Set#Equal(Reads1(t0, t1, $OneHeap, f, bx0), Set#Empty(): Set Box)
       <==> Set#Equal(Reads1(t0, t1, heap, f, bx0), Set#Empty(): Set Box)));

// empty-reads property for Requires1
axiom (forall t0: Ty, t1: Ty, heap: Heap, f: HandleType, bx0: Box :: 
  { Requires1(t0, t1, $OneHeap, f, bx0), $IsGoodHeap(heap) } 
    { Requires1(t0, t1, heap, f, bx0) } 
  $IsGoodHeap(heap)
       && 
      $IsBox(bx0, t0)
       && $Is(f, Tclass._System.___hFunc1(t0, t1))
       && Set#Equal(Reads1(t0, t1, $OneHeap, f, bx0), Set#Empty(): Set Box)
     ==> Requires1(t0, t1, $OneHeap, f, bx0) == Requires1(t0, t1, heap, f, bx0));

axiom (forall f: HandleType, t0: Ty, t1: Ty :: 
  { $Is(f, Tclass._System.___hFunc1(t0, t1)) } 
  $Is(f, Tclass._System.___hFunc1(t0, t1))
     <==> (forall h: Heap, bx0: Box :: 
      { Apply1(t0, t1, h, f, bx0) } 
      $IsGoodHeap(h) && $IsBox(bx0, t0) && Requires1(t0, t1, h, f, bx0)
         ==> $IsBox(Apply1(t0, t1, h, f, bx0), t1)));

axiom (forall f: HandleType, t0: Ty, t1: Ty, u0: Ty, u1: Ty :: 
  { $Is(f, Tclass._System.___hFunc1(t0, t1)), $Is(f, Tclass._System.___hFunc1(u0, u1)) } 
  $Is(f, Tclass._System.___hFunc1(t0, t1))
       && (forall bx: Box :: 
        { $IsBox(bx, u0) } { $IsBox(bx, t0) } 
        $IsBox(bx, u0) ==> $IsBox(bx, t0))
       && (forall bx: Box :: 
        { $IsBox(bx, t1) } { $IsBox(bx, u1) } 
        $IsBox(bx, t1) ==> $IsBox(bx, u1))
     ==> $Is(f, Tclass._System.___hFunc1(u0, u1)));

axiom (forall f: HandleType, t0: Ty, t1: Ty, h: Heap :: 
  { $IsAlloc(f, Tclass._System.___hFunc1(t0, t1), h) } 
  $IsGoodHeap(h)
     ==> ($IsAlloc(f, Tclass._System.___hFunc1(t0, t1), h)
       <==> (forall bx0: Box :: 
        { Apply1(t0, t1, h, f, bx0) } { Reads1(t0, t1, h, f, bx0) } 
        $IsBox(bx0, t0) && $IsAllocBox(bx0, t0, h) && Requires1(t0, t1, h, f, bx0)
           ==> (forall r: ref :: 
            { Reads1(t0, t1, h, f, bx0)[$Box(r)] } 
            r != null && Reads1(t0, t1, h, f, bx0)[$Box(r)] ==> read(h, r, alloc)))));

axiom (forall f: HandleType, t0: Ty, t1: Ty, h: Heap :: 
  { $IsAlloc(f, Tclass._System.___hFunc1(t0, t1), h) } 
  $IsGoodHeap(h) && $IsAlloc(f, Tclass._System.___hFunc1(t0, t1), h)
     ==> (forall bx0: Box :: 
      { Apply1(t0, t1, h, f, bx0) } 
      $IsAllocBox(bx0, t0, h) && Requires1(t0, t1, h, f, bx0)
         ==> $IsAllocBox(Apply1(t0, t1, h, f, bx0), t1, h)));

function Tclass._System.___hPartialFunc1(Ty, Ty) : Ty;

// Tclass._System.___hPartialFunc1 Tag
axiom (forall #$T0: Ty, #$R: Ty :: 
  { Tclass._System.___hPartialFunc1(#$T0, #$R) } 
  Tag(Tclass._System.___hPartialFunc1(#$T0, #$R))
     == Tagclass._System.___hPartialFunc1);

const unique Tagclass._System.___hPartialFunc1: TyTag;

// Tclass._System.___hPartialFunc1 injectivity 0
axiom (forall #$T0: Ty, #$R: Ty :: 
  { Tclass._System.___hPartialFunc1(#$T0, #$R) } 
  Tclass._System.___hPartialFunc1_0(Tclass._System.___hPartialFunc1(#$T0, #$R))
     == #$T0);

function Tclass._System.___hPartialFunc1_0(Ty) : Ty;

// Tclass._System.___hPartialFunc1 injectivity 1
axiom (forall #$T0: Ty, #$R: Ty :: 
  { Tclass._System.___hPartialFunc1(#$T0, #$R) } 
  Tclass._System.___hPartialFunc1_1(Tclass._System.___hPartialFunc1(#$T0, #$R))
     == #$R);

function Tclass._System.___hPartialFunc1_1(Ty) : Ty;

// Box/unbox axiom for Tclass._System.___hPartialFunc1
axiom (forall #$T0: Ty, #$R: Ty, bx: Box :: 
  { $IsBox(bx, Tclass._System.___hPartialFunc1(#$T0, #$R)) } 
  $IsBox(bx, Tclass._System.___hPartialFunc1(#$T0, #$R))
     ==> $Box($Unbox(bx): HandleType) == bx
       && $Is($Unbox(bx): HandleType, Tclass._System.___hPartialFunc1(#$T0, #$R)));

// _System._#PartialFunc1: subset type $Is
axiom (forall #$T0: Ty, #$R: Ty, f#0: HandleType :: 
  { $Is(f#0, Tclass._System.___hPartialFunc1(#$T0, #$R)) } 
  $Is(f#0, Tclass._System.___hPartialFunc1(#$T0, #$R))
     <==> $Is(f#0, Tclass._System.___hFunc1(#$T0, #$R))
       && (forall x0#0: Box :: 
        $IsBox(x0#0, #$T0)
           ==> Set#Equal(Reads1(#$T0, #$R, $OneHeap, f#0, x0#0), Set#Empty(): Set Box)));

// _System._#PartialFunc1: subset type $IsAlloc
axiom (forall #$T0: Ty, #$R: Ty, f#0: HandleType, $h: Heap :: 
  { $IsAlloc(f#0, Tclass._System.___hPartialFunc1(#$T0, #$R), $h) } 
  $IsAlloc(f#0, Tclass._System.___hPartialFunc1(#$T0, #$R), $h)
     <==> $IsAlloc(f#0, Tclass._System.___hFunc1(#$T0, #$R), $h));

function Tclass._System.___hTotalFunc1(Ty, Ty) : Ty;

// Tclass._System.___hTotalFunc1 Tag
axiom (forall #$T0: Ty, #$R: Ty :: 
  { Tclass._System.___hTotalFunc1(#$T0, #$R) } 
  Tag(Tclass._System.___hTotalFunc1(#$T0, #$R)) == Tagclass._System.___hTotalFunc1);

const unique Tagclass._System.___hTotalFunc1: TyTag;

// Tclass._System.___hTotalFunc1 injectivity 0
axiom (forall #$T0: Ty, #$R: Ty :: 
  { Tclass._System.___hTotalFunc1(#$T0, #$R) } 
  Tclass._System.___hTotalFunc1_0(Tclass._System.___hTotalFunc1(#$T0, #$R))
     == #$T0);

function Tclass._System.___hTotalFunc1_0(Ty) : Ty;

// Tclass._System.___hTotalFunc1 injectivity 1
axiom (forall #$T0: Ty, #$R: Ty :: 
  { Tclass._System.___hTotalFunc1(#$T0, #$R) } 
  Tclass._System.___hTotalFunc1_1(Tclass._System.___hTotalFunc1(#$T0, #$R)) == #$R);

function Tclass._System.___hTotalFunc1_1(Ty) : Ty;

// Box/unbox axiom for Tclass._System.___hTotalFunc1
axiom (forall #$T0: Ty, #$R: Ty, bx: Box :: 
  { $IsBox(bx, Tclass._System.___hTotalFunc1(#$T0, #$R)) } 
  $IsBox(bx, Tclass._System.___hTotalFunc1(#$T0, #$R))
     ==> $Box($Unbox(bx): HandleType) == bx
       && $Is($Unbox(bx): HandleType, Tclass._System.___hTotalFunc1(#$T0, #$R)));

// _System._#TotalFunc1: subset type $Is
axiom (forall #$T0: Ty, #$R: Ty, f#0: HandleType :: 
  { $Is(f#0, Tclass._System.___hTotalFunc1(#$T0, #$R)) } 
  $Is(f#0, Tclass._System.___hTotalFunc1(#$T0, #$R))
     <==> $Is(f#0, Tclass._System.___hPartialFunc1(#$T0, #$R))
       && (forall x0#0: Box :: 
        $IsBox(x0#0, #$T0) ==> Requires1(#$T0, #$R, $OneHeap, f#0, x0#0)));

// _System._#TotalFunc1: subset type $IsAlloc
axiom (forall #$T0: Ty, #$R: Ty, f#0: HandleType, $h: Heap :: 
  { $IsAlloc(f#0, Tclass._System.___hTotalFunc1(#$T0, #$R), $h) } 
  $IsAlloc(f#0, Tclass._System.___hTotalFunc1(#$T0, #$R), $h)
     <==> $IsAlloc(f#0, Tclass._System.___hPartialFunc1(#$T0, #$R), $h));

const unique class._System.Tuple2: ClassName;

// Constructor function declaration
function #_System._tuple#2._#Make2(Box, Box) : DatatypeType;

const unique ##_System._tuple#2._#Make2: DtCtorId;

// Constructor identifier
axiom (forall a#0#0#0: Box, a#0#1#0: Box :: 
  { #_System._tuple#2._#Make2(a#0#0#0, a#0#1#0) } 
  DatatypeCtorId(#_System._tuple#2._#Make2(a#0#0#0, a#0#1#0))
     == ##_System._tuple#2._#Make2);

function _System.Tuple2.___hMake2_q(DatatypeType) : bool;

// Questionmark and identifier
axiom (forall d: DatatypeType :: 
  { _System.Tuple2.___hMake2_q(d) } 
  _System.Tuple2.___hMake2_q(d)
     <==> DatatypeCtorId(d) == ##_System._tuple#2._#Make2);

// Constructor questionmark has arguments
axiom (forall d: DatatypeType :: 
  { _System.Tuple2.___hMake2_q(d) } 
  _System.Tuple2.___hMake2_q(d)
     ==> (exists a#1#0#0: Box, a#1#1#0: Box :: 
      d == #_System._tuple#2._#Make2(a#1#0#0, a#1#1#0)));

function Tclass._System.Tuple2(Ty, Ty) : Ty;

// Tclass._System.Tuple2 Tag
axiom (forall #$T0: Ty, #$T1: Ty :: 
  { Tclass._System.Tuple2(#$T0, #$T1) } 
  Tag(Tclass._System.Tuple2(#$T0, #$T1)) == Tagclass._System.Tuple2);

const unique Tagclass._System.Tuple2: TyTag;

// Tclass._System.Tuple2 injectivity 0
axiom (forall #$T0: Ty, #$T1: Ty :: 
  { Tclass._System.Tuple2(#$T0, #$T1) } 
  Tclass._System.Tuple2_0(Tclass._System.Tuple2(#$T0, #$T1)) == #$T0);

function Tclass._System.Tuple2_0(Ty) : Ty;

// Tclass._System.Tuple2 injectivity 1
axiom (forall #$T0: Ty, #$T1: Ty :: 
  { Tclass._System.Tuple2(#$T0, #$T1) } 
  Tclass._System.Tuple2_1(Tclass._System.Tuple2(#$T0, #$T1)) == #$T1);

function Tclass._System.Tuple2_1(Ty) : Ty;

// Box/unbox axiom for Tclass._System.Tuple2
axiom (forall #$T0: Ty, #$T1: Ty, bx: Box :: 
  { $IsBox(bx, Tclass._System.Tuple2(#$T0, #$T1)) } 
  $IsBox(bx, Tclass._System.Tuple2(#$T0, #$T1))
     ==> $Box($Unbox(bx): DatatypeType) == bx
       && $Is($Unbox(bx): DatatypeType, Tclass._System.Tuple2(#$T0, #$T1)));

// Constructor $Is
axiom (forall #$T0: Ty, #$T1: Ty, a#2#0#0: Box, a#2#1#0: Box :: 
  { $Is(#_System._tuple#2._#Make2(a#2#0#0, a#2#1#0), Tclass._System.Tuple2(#$T0, #$T1)) } 
  $Is(#_System._tuple#2._#Make2(a#2#0#0, a#2#1#0), Tclass._System.Tuple2(#$T0, #$T1))
     <==> $IsBox(a#2#0#0, #$T0) && $IsBox(a#2#1#0, #$T1));

// Constructor $IsAlloc
axiom (forall #$T0: Ty, #$T1: Ty, a#3#0#0: Box, a#3#1#0: Box, $h: Heap :: 
  { $IsAlloc(#_System._tuple#2._#Make2(a#3#0#0, a#3#1#0), 
      Tclass._System.Tuple2(#$T0, #$T1), 
      $h) } 
  $IsGoodHeap($h)
     ==> ($IsAlloc(#_System._tuple#2._#Make2(a#3#0#0, a#3#1#0), 
        Tclass._System.Tuple2(#$T0, #$T1), 
        $h)
       <==> $IsAllocBox(a#3#0#0, #$T0, $h) && $IsAllocBox(a#3#1#0, #$T1, $h)));

// Destructor $IsAlloc
axiom (forall d: DatatypeType, #$T0: Ty, $h: Heap :: 
  { $IsAllocBox(_System.Tuple2._0(d), #$T0, $h) } 
  $IsGoodHeap($h)
       && 
      _System.Tuple2.___hMake2_q(d)
       && (exists #$T1: Ty :: 
        { $IsAlloc(d, Tclass._System.Tuple2(#$T0, #$T1), $h) } 
        $IsAlloc(d, Tclass._System.Tuple2(#$T0, #$T1), $h))
     ==> $IsAllocBox(_System.Tuple2._0(d), #$T0, $h));

// Destructor $IsAlloc
axiom (forall d: DatatypeType, #$T1: Ty, $h: Heap :: 
  { $IsAllocBox(_System.Tuple2._1(d), #$T1, $h) } 
  $IsGoodHeap($h)
       && 
      _System.Tuple2.___hMake2_q(d)
       && (exists #$T0: Ty :: 
        { $IsAlloc(d, Tclass._System.Tuple2(#$T0, #$T1), $h) } 
        $IsAlloc(d, Tclass._System.Tuple2(#$T0, #$T1), $h))
     ==> $IsAllocBox(_System.Tuple2._1(d), #$T1, $h));

// Constructor literal
axiom (forall a#4#0#0: Box, a#4#1#0: Box :: 
  { #_System._tuple#2._#Make2(Lit(a#4#0#0), Lit(a#4#1#0)) } 
  #_System._tuple#2._#Make2(Lit(a#4#0#0), Lit(a#4#1#0))
     == Lit(#_System._tuple#2._#Make2(a#4#0#0, a#4#1#0)));

// Constructor injectivity
axiom (forall a#5#0#0: Box, a#5#1#0: Box :: 
  { #_System._tuple#2._#Make2(a#5#0#0, a#5#1#0) } 
  _System.Tuple2._0(#_System._tuple#2._#Make2(a#5#0#0, a#5#1#0)) == a#5#0#0);

// Inductive rank
axiom (forall a#6#0#0: Box, a#6#1#0: Box :: 
  { #_System._tuple#2._#Make2(a#6#0#0, a#6#1#0) } 
  BoxRank(a#6#0#0) < DtRank(#_System._tuple#2._#Make2(a#6#0#0, a#6#1#0)));

// Constructor injectivity
axiom (forall a#7#0#0: Box, a#7#1#0: Box :: 
  { #_System._tuple#2._#Make2(a#7#0#0, a#7#1#0) } 
  _System.Tuple2._1(#_System._tuple#2._#Make2(a#7#0#0, a#7#1#0)) == a#7#1#0);

// Inductive rank
axiom (forall a#8#0#0: Box, a#8#1#0: Box :: 
  { #_System._tuple#2._#Make2(a#8#0#0, a#8#1#0) } 
  BoxRank(a#8#1#0) < DtRank(#_System._tuple#2._#Make2(a#8#0#0, a#8#1#0)));

// Depth-one case-split function
function $IsA#_System.Tuple2(DatatypeType) : bool;

// Depth-one case-split axiom
axiom (forall d: DatatypeType :: 
  { $IsA#_System.Tuple2(d) } 
  $IsA#_System.Tuple2(d) ==> _System.Tuple2.___hMake2_q(d));

// Questionmark data type disjunctivity
axiom (forall #$T0: Ty, #$T1: Ty, d: DatatypeType :: 
  { _System.Tuple2.___hMake2_q(d), $Is(d, Tclass._System.Tuple2(#$T0, #$T1)) } 
  $Is(d, Tclass._System.Tuple2(#$T0, #$T1)) ==> _System.Tuple2.___hMake2_q(d));

// Datatype extensional equality declaration
function _System.Tuple2#Equal(DatatypeType, DatatypeType) : bool;

// Datatype extensional equality definition: #_System._tuple#2._#Make2
axiom (forall a: DatatypeType, b: DatatypeType :: 
  { _System.Tuple2#Equal(a, b) } 
  true
     ==> (_System.Tuple2#Equal(a, b)
       <==> _System.Tuple2._0(a) == _System.Tuple2._0(b)
         && _System.Tuple2._1(a) == _System.Tuple2._1(b)));

// Datatype extensionality axiom: _System._tuple#2
axiom (forall a: DatatypeType, b: DatatypeType :: 
  { _System.Tuple2#Equal(a, b) } 
  _System.Tuple2#Equal(a, b) <==> a == b);

const unique class._System.Tuple0: ClassName;

// Constructor function declaration
function #_System._tuple#0._#Make0() : DatatypeType;

const unique ##_System._tuple#0._#Make0: DtCtorId;

// Constructor identifier
axiom DatatypeCtorId(#_System._tuple#0._#Make0()) == ##_System._tuple#0._#Make0;

function _System.Tuple0.___hMake0_q(DatatypeType) : bool;

// Questionmark and identifier
axiom (forall d: DatatypeType :: 
  { _System.Tuple0.___hMake0_q(d) } 
  _System.Tuple0.___hMake0_q(d)
     <==> DatatypeCtorId(d) == ##_System._tuple#0._#Make0);

// Constructor questionmark has arguments
axiom (forall d: DatatypeType :: 
  { _System.Tuple0.___hMake0_q(d) } 
  _System.Tuple0.___hMake0_q(d) ==> d == #_System._tuple#0._#Make0());

function Tclass._System.Tuple0() : Ty;

// Tclass._System.Tuple0 Tag
axiom Tag(Tclass._System.Tuple0()) == Tagclass._System.Tuple0;

const unique Tagclass._System.Tuple0: TyTag;

// Box/unbox axiom for Tclass._System.Tuple0
axiom (forall bx: Box :: 
  { $IsBox(bx, Tclass._System.Tuple0()) } 
  $IsBox(bx, Tclass._System.Tuple0())
     ==> $Box($Unbox(bx): DatatypeType) == bx
       && $Is($Unbox(bx): DatatypeType, Tclass._System.Tuple0()));

// Constructor $Is
axiom $Is(#_System._tuple#0._#Make0(), Tclass._System.Tuple0());

// Constructor $IsAlloc
axiom (forall $h: Heap :: 
  { $IsAlloc(#_System._tuple#0._#Make0(), Tclass._System.Tuple0(), $h) } 
  $IsGoodHeap($h)
     ==> $IsAlloc(#_System._tuple#0._#Make0(), Tclass._System.Tuple0(), $h));

// Constructor literal
axiom #_System._tuple#0._#Make0() == Lit(#_System._tuple#0._#Make0());

// Depth-one case-split function
function $IsA#_System.Tuple0(DatatypeType) : bool;

// Depth-one case-split axiom
axiom (forall d: DatatypeType :: 
  { $IsA#_System.Tuple0(d) } 
  $IsA#_System.Tuple0(d) ==> _System.Tuple0.___hMake0_q(d));

// Questionmark data type disjunctivity
axiom (forall d: DatatypeType :: 
  { _System.Tuple0.___hMake0_q(d), $Is(d, Tclass._System.Tuple0()) } 
  $Is(d, Tclass._System.Tuple0()) ==> _System.Tuple0.___hMake0_q(d));

// Datatype extensional equality declaration
function _System.Tuple0#Equal(DatatypeType, DatatypeType) : bool;

// Datatype extensional equality definition: #_System._tuple#0._#Make0
axiom (forall a: DatatypeType, b: DatatypeType :: 
  { _System.Tuple0#Equal(a, b) } 
  true ==> (_System.Tuple0#Equal(a, b) <==> true));

// Datatype extensionality axiom: _System._tuple#0
axiom (forall a: DatatypeType, b: DatatypeType :: 
  { _System.Tuple0#Equal(a, b) } 
  _System.Tuple0#Equal(a, b) <==> a == b);

const unique class._module.State: ClassName;

// Constructor function declaration
function #_module.State.Idle() : DatatypeType;

const unique ##_module.State.Idle: DtCtorId;

// Constructor identifier
axiom DatatypeCtorId(#_module.State.Idle()) == ##_module.State.Idle;

function _module.State.Idle_q(DatatypeType) : bool;

// Questionmark and identifier
axiom (forall d: DatatypeType :: 
  { _module.State.Idle_q(d) } 
  _module.State.Idle_q(d) <==> DatatypeCtorId(d) == ##_module.State.Idle);

// Constructor questionmark has arguments
axiom (forall d: DatatypeType :: 
  { _module.State.Idle_q(d) } 
  _module.State.Idle_q(d) ==> d == #_module.State.Idle());

function Tclass._module.State() : Ty;

// Tclass._module.State Tag
axiom Tag(Tclass._module.State()) == Tagclass._module.State;

const unique Tagclass._module.State: TyTag;

// Box/unbox axiom for Tclass._module.State
axiom (forall bx: Box :: 
  { $IsBox(bx, Tclass._module.State()) } 
  $IsBox(bx, Tclass._module.State())
     ==> $Box($Unbox(bx): DatatypeType) == bx
       && $Is($Unbox(bx): DatatypeType, Tclass._module.State()));

// Constructor $Is
axiom $Is(#_module.State.Idle(), Tclass._module.State());

// Constructor $IsAlloc
axiom (forall $h: Heap :: 
  { $IsAlloc(#_module.State.Idle(), Tclass._module.State(), $h) } 
  $IsGoodHeap($h) ==> $IsAlloc(#_module.State.Idle(), Tclass._module.State(), $h));

// Constructor literal
axiom #_module.State.Idle() == Lit(#_module.State.Idle());

// Constructor function declaration
function #_module.State.Paying(int) : DatatypeType;

const unique ##_module.State.Paying: DtCtorId;

// Constructor identifier
axiom (forall a#19#0#0: int :: 
  { #_module.State.Paying(a#19#0#0) } 
  DatatypeCtorId(#_module.State.Paying(a#19#0#0)) == ##_module.State.Paying);

function _module.State.Paying_q(DatatypeType) : bool;

// Questionmark and identifier
axiom (forall d: DatatypeType :: 
  { _module.State.Paying_q(d) } 
  _module.State.Paying_q(d) <==> DatatypeCtorId(d) == ##_module.State.Paying);

// Constructor questionmark has arguments
axiom (forall d: DatatypeType :: 
  { _module.State.Paying_q(d) } 
  _module.State.Paying_q(d)
     ==> (exists a#20#0#0: int :: d == #_module.State.Paying(a#20#0#0)));

// Constructor $Is
axiom (forall a#21#0#0: int :: 
  { $Is(#_module.State.Paying(a#21#0#0), Tclass._module.State()) } 
  $Is(#_module.State.Paying(a#21#0#0), Tclass._module.State())
     <==> $Is(a#21#0#0, Tclass._System.nat()));

// Constructor $IsAlloc
axiom (forall a#22#0#0: int, $h: Heap :: 
  { $IsAlloc(#_module.State.Paying(a#22#0#0), Tclass._module.State(), $h) } 
  $IsGoodHeap($h)
     ==> ($IsAlloc(#_module.State.Paying(a#22#0#0), Tclass._module.State(), $h)
       <==> $IsAlloc(a#22#0#0, Tclass._System.nat(), $h)));

// Destructor $IsAlloc
axiom (forall d: DatatypeType, $h: Heap :: 
  { $IsAlloc(_module.State.credit(d), Tclass._System.nat(), $h) } 
  $IsGoodHeap($h)
       && 
      _module.State.Paying_q(d)
       && $IsAlloc(d, Tclass._module.State(), $h)
     ==> $IsAlloc(_module.State.credit(d), Tclass._System.nat(), $h));

// Constructor literal
axiom (forall a#23#0#0: int :: 
  { #_module.State.Paying(LitInt(a#23#0#0)) } 
  #_module.State.Paying(LitInt(a#23#0#0)) == Lit(#_module.State.Paying(a#23#0#0)));

function _module.State.credit(DatatypeType) : int;

// Constructor injectivity
axiom (forall a#24#0#0: int :: 
  { #_module.State.Paying(a#24#0#0) } 
  _module.State.credit(#_module.State.Paying(a#24#0#0)) == a#24#0#0);

// Constructor function declaration
function #_module.State.Dispensing(int) : DatatypeType;

const unique ##_module.State.Dispensing: DtCtorId;

// Constructor identifier
axiom (forall a#25#0#0: int :: 
  { #_module.State.Dispensing(a#25#0#0) } 
  DatatypeCtorId(#_module.State.Dispensing(a#25#0#0))
     == ##_module.State.Dispensing);

function _module.State.Dispensing_q(DatatypeType) : bool;

// Questionmark and identifier
axiom (forall d: DatatypeType :: 
  { _module.State.Dispensing_q(d) } 
  _module.State.Dispensing_q(d)
     <==> DatatypeCtorId(d) == ##_module.State.Dispensing);

// Constructor questionmark has arguments
axiom (forall d: DatatypeType :: 
  { _module.State.Dispensing_q(d) } 
  _module.State.Dispensing_q(d)
     ==> (exists a#26#0#0: int :: d == #_module.State.Dispensing(a#26#0#0)));

// Constructor $Is
axiom (forall a#27#0#0: int :: 
  { $Is(#_module.State.Dispensing(a#27#0#0), Tclass._module.State()) } 
  $Is(#_module.State.Dispensing(a#27#0#0), Tclass._module.State())
     <==> $Is(a#27#0#0, Tclass._System.nat()));

// Constructor $IsAlloc
axiom (forall a#28#0#0: int, $h: Heap :: 
  { $IsAlloc(#_module.State.Dispensing(a#28#0#0), Tclass._module.State(), $h) } 
  $IsGoodHeap($h)
     ==> ($IsAlloc(#_module.State.Dispensing(a#28#0#0), Tclass._module.State(), $h)
       <==> $IsAlloc(a#28#0#0, Tclass._System.nat(), $h)));

// Destructor $IsAlloc
axiom (forall d: DatatypeType, $h: Heap :: 
  { $IsAlloc(_module.State.change(d), Tclass._System.nat(), $h) } 
  $IsGoodHeap($h)
       && 
      _module.State.Dispensing_q(d)
       && $IsAlloc(d, Tclass._module.State(), $h)
     ==> $IsAlloc(_module.State.change(d), Tclass._System.nat(), $h));

// Constructor literal
axiom (forall a#29#0#0: int :: 
  { #_module.State.Dispensing(LitInt(a#29#0#0)) } 
  #_module.State.Dispensing(LitInt(a#29#0#0))
     == Lit(#_module.State.Dispensing(a#29#0#0)));

function _module.State.change(DatatypeType) : int;

// Constructor injectivity
axiom (forall a#30#0#0: int :: 
  { #_module.State.Dispensing(a#30#0#0) } 
  _module.State.change(#_module.State.Dispensing(a#30#0#0)) == a#30#0#0);

// Depth-one case-split function
function $IsA#_module.State(DatatypeType) : bool;

// Depth-one case-split axiom
axiom (forall d: DatatypeType :: 
  { $IsA#_module.State(d) } 
  $IsA#_module.State(d)
     ==> _module.State.Idle_q(d)
       || _module.State.Paying_q(d)
       || _module.State.Dispensing_q(d));

// Questionmark data type disjunctivity
axiom (forall d: DatatypeType :: 
  { _module.State.Dispensing_q(d), $Is(d, Tclass._module.State()) } 
    { _module.State.Paying_q(d), $Is(d, Tclass._module.State()) } 
    { _module.State.Idle_q(d), $Is(d, Tclass._module.State()) } 
  $Is(d, Tclass._module.State())
     ==> _module.State.Idle_q(d)
       || _module.State.Paying_q(d)
       || _module.State.Dispensing_q(d));

// Datatype extensional equality declaration
function _module.State#Equal(DatatypeType, DatatypeType) : bool;

// Datatype extensional equality definition: #_module.State.Idle
axiom (forall a: DatatypeType, b: DatatypeType :: 
  { _module.State#Equal(a, b), _module.State.Idle_q(a) } 
    { _module.State#Equal(a, b), _module.State.Idle_q(b) } 
  _module.State.Idle_q(a) && _module.State.Idle_q(b)
     ==> (_module.State#Equal(a, b) <==> true));

// Datatype extensional equality definition: #_module.State.Paying
axiom (forall a: DatatypeType, b: DatatypeType :: 
  { _module.State#Equal(a, b), _module.State.Paying_q(a) } 
    { _module.State#Equal(a, b), _module.State.Paying_q(b) } 
  _module.State.Paying_q(a) && _module.State.Paying_q(b)
     ==> (_module.State#Equal(a, b)
       <==> _module.State.credit(a) == _module.State.credit(b)));

// Datatype extensional equality definition: #_module.State.Dispensing
axiom (forall a: DatatypeType, b: DatatypeType :: 
  { _module.State#Equal(a, b), _module.State.Dispensing_q(a) } 
    { _module.State#Equal(a, b), _module.State.Dispensing_q(b) } 
  _module.State.Dispensing_q(a) && _module.State.Dispensing_q(b)
     ==> (_module.State#Equal(a, b)
       <==> _module.State.change(a) == _module.State.change(b)));

// Datatype extensionality axiom: _module.State
axiom (forall a: DatatypeType, b: DatatypeType :: 
  { _module.State#Equal(a, b) } 
  _module.State#Equal(a, b) <==> a == b);

const unique class._module.Machine?: ClassName;

function Tclass._module.Machine?() : Ty;

// Tclass._module.Machine? Tag
axiom Tag(Tclass._module.Machine?()) == Tagclass._module.Machine?;

const unique Tagclass._module.Machine?: TyTag;

// Box/unbox axiom for Tclass._module.Machine?
axiom (forall bx: Box :: 
  { $IsBox(bx, Tclass._module.Machine?()) } 
  $IsBox(bx, Tclass._module.Machine?())
     ==> $Box($Unbox(bx): ref) == bx && $Is($Unbox(bx): ref, Tclass._module.Machine?()));

// Machine: Class $Is
axiom (forall $o: ref :: 
  { $Is($o, Tclass._module.Machine?()) } 
  $Is($o, Tclass._module.Machine?())
     <==> $o == null || dtype($o) == Tclass._module.Machine?());

// Machine: Class $IsAlloc
axiom (forall $o: ref, $h: Heap :: 
  { $IsAlloc($o, Tclass._module.Machine?(), $h) } 
  $IsAlloc($o, Tclass._module.Machine?(), $h)
     <==> $o == null || read($h, $o, alloc));

axiom FDim(_module.Machine.state) == 0
   && FieldOfDecl(class._module.Machine?, field$state) == _module.Machine.state
   && !$IsGhostField(_module.Machine.state);

const _module.Machine.state: Field DatatypeType;

// Machine.state: Type axiom
axiom (forall $h: Heap, $o: ref :: 
  { read($h, $o, _module.Machine.state) } 
  $IsGoodHeap($h) && $o != null && dtype($o) == Tclass._module.Machine?()
     ==> $Is(read($h, $o, _module.Machine.state), Tclass._module.State()));

// Machine.state: Allocation axiom
axiom (forall $h: Heap, $o: ref :: 
  { read($h, $o, _module.Machine.state) } 
  $IsGoodHeap($h)
       && 
      $o != null
       && dtype($o) == Tclass._module.Machine?()
       && read($h, $o, alloc)
     ==> $IsAlloc(read($h, $o, _module.Machine.state), Tclass._module.State(), $h));

axiom FDim(_module.Machine.stock) == 0
   && FieldOfDecl(class._module.Machine?, field$stock) == _module.Machine.stock
   && !$IsGhostField(_module.Machine.stock);

const _module.Machine.stock: Field int;

// Machine.stock: Type axiom
axiom (forall $h: Heap, $o: ref :: 
  { read($h, $o, _module.Machine.stock) } 
  $IsGoodHeap($h) && $o != null && dtype($o) == Tclass._module.Machine?()
     ==> $Is(read($h, $o, _module.Machine.stock), Tclass._System.nat()));

// Machine.stock: Allocation axiom
axiom (forall $h: Heap, $o: ref :: 
  { read($h, $o, _module.Machine.stock) } 
  $IsGoodHeap($h)
       && 
      $o != null
       && dtype($o) == Tclass._module.Machine?()
       && read($h, $o, alloc)
     ==> $IsAlloc(read($h, $o, _module.Machine.stock), Tclass._System.nat(), $h));

axiom FDim(_module.Machine.takings) == 0
   && FieldOfDecl(class._module.Machine?, field$takings) == _module.Machine.takings
   && !$IsGhostField(_module.Machine.takings);

const _module.Machine.takings: Field int;

// Machine.takings: Type axiom
axiom (forall $h: Heap, $o: ref :: 
  { read($h, $o, _module.Machine.takings) } 
  $IsGoodHeap($h) && $o != null && dtype($o) == Tclass._module.Machine?()
     ==> $Is(read($h, $o, _module.Machine.takings), Tclass._System.nat()));

// Machine.takings: Allocation axiom
axiom (forall $h: Heap, $o: ref :: 
  { read($h, $o, _module.Machine.takings) } 
  $IsGoodHeap($h)
       && 
      $o != null
       && dtype($o) == Tclass._module.Machine?()
       && read($h, $o, alloc)
     ==> $IsAlloc(read($h, $o, _module.Machine.takings), Tclass._System.nat(), $h));

function _module.Machine.price(this: ref) : int;

// Machine.price: Type axiom
axiom 2 < $FunctionContextHeight
   ==> (forall $o: ref :: 
    { _module.Machine.price($o) } 
    $Is(_module.Machine.price($o), Tclass._System.nat()));

// Machine.price: Allocation axiom
axiom 2 < $FunctionContextHeight
   ==> (forall $h: Heap, $o: ref :: 
    { _module.Machine.price($o), read($h, $o, alloc) } 
    $IsGoodHeap($h) && read($h, $o, alloc)
       ==> $IsAlloc(_module.Machine.price($o), Tclass._System.nat(), $h));

axiom FDim(_module.Machine.sold) == 0
   && FieldOfDecl(class._module.Machine?, field$sold) == _module.Machine.sold
   && $IsGhostField(_module.Machine.sold);

const _module.Machine.sold: Field int;

// Machine.sold: Type axiom
axiom (forall $h: Heap, $o: ref :: 
  { read($h, $o, _module.Machine.sold) } 
  $IsGoodHeap($h) && $o != null && dtype($o) == Tclass._module.Machine?()
     ==> $Is(read($h, $o, _module.Machine.sold), Tclass._System.nat()));

// Machine.sold: Allocation axiom
axiom (forall $h: Heap, $o: ref :: 
  { read($h, $o, _module.Machine.sold) } 
  $IsGoodHeap($h)
       && 
      $o != null
       && dtype($o) == Tclass._module.Machine?()
       && read($h, $o, alloc)
     ==> $IsAlloc(read($h, $o, _module.Machine.sold), Tclass._System.nat(), $h));

axiom FDim(_module.Machine.initialStock) == 0
   && FieldOfDecl(class._module.Machine?, field$initialStock)
     == _module.Machine.initialStock
   && $IsGhostField(_module.Machine.initialStock);

const _module.Machine.initialStock: Field int;

// Machine.initialStock: Type axiom
axiom (forall $h: Heap, $o: ref :: 
  { read($h, $o, _module.Machine.initialStock) } 
  $IsGoodHeap($h) && $o != null && dtype($o) == Tclass._module.Machine?()
     ==> $Is(read($h, $o, _module.Machine.initialStock), Tclass._System.nat()));

// Machine.initialStock: Allocation axiom
axiom (forall $h: Heap, $o: ref :: 
  { read($h, $o, _module.Machine.initialStock) } 
  $IsGoodHeap($h)
       && 
      $o != null
       && dtype($o) == Tclass._module.Machine?()
       && read($h, $o, alloc)
     ==> $IsAlloc(read($h, $o, _module.Machine.initialStock), Tclass._System.nat(), $h));

// function declaration for _module.Machine.Valid
function _module.Machine.Valid($heap: Heap, this: ref) : bool;

function _module.Machine.Valid#canCall($heap: Heap, this: ref) : bool;

function Tclass._module.Machine() : Ty;

// Tclass._module.Machine Tag
axiom Tag(Tclass._module.Machine()) == Tagclass._module.Machine;

const unique Tagclass._module.Machine: TyTag;

// Box/unbox axiom for Tclass._module.Machine
axiom (forall bx: Box :: 
  { $IsBox(bx, Tclass._module.Machine()) } 
  $IsBox(bx, Tclass._module.Machine())
     ==> $Box($Unbox(bx): ref) == bx && $Is($Unbox(bx): ref, Tclass._module.Machine()));

// frame axiom for _module.Machine.Valid
axiom (forall $h0: Heap, $h1: Heap, this: ref :: 
  { $IsHeapAnchor($h0), $HeapSucc($h0, $h1), _module.Machine.Valid($h1, this) } 
  $IsGoodHeap($h0)
       && $IsGoodHeap($h1)
       && 
      this != null
       && $Is(this, Tclass._module.Machine())
       && 
      $IsHeapAnchor($h0)
       && $HeapSucc($h0, $h1)
     ==> 
    (forall<alpha> $o: ref, $f: Field alpha :: 
      $o != null && $o == this ==> read($h0, $o, $f) == read($h1, $o, $f))
     ==> _module.Machine.Valid($h0, this) == _module.Machine.Valid($h1, this));

// consequence axiom for _module.Machine.Valid
axiom 3 <= $FunctionContextHeight
   ==> (forall $Heap: Heap, this: ref :: 
    { _module.Machine.Valid($Heap, this) } 
    _module.Machine.Valid#canCall($Heap, this)
         || (3 != $FunctionContextHeight
           && 
          $IsGoodHeap($Heap)
           && 
          this != null
           && 
          $Is(this, Tclass._module.Machine())
           && $IsAlloc(this, Tclass._module.Machine(), $Heap))
       ==> true);

function _module.Machine.Valid#requires(Heap, ref) : bool;

// #requires axiom for _module.Machine.Valid
axiom (forall $Heap: Heap, this: ref :: 
  { _module.Machine.Valid#requires($Heap, this) } 
  $IsGoodHeap($Heap)
       && 
      this != null
       && 
      $Is(this, Tclass._module.Machine())
       && $IsAlloc(this, Tclass._module.Machine(), $Heap)
     ==> _module.Machine.Valid#requires($Heap, this) == true);

// definition axiom for _module.Machine.Valid(revealed)
axiom 3 <= $FunctionContextHeight
   ==> (forall $Heap: Heap, this: ref :: 
    { _module.Machine.Valid($Heap, this) } 
    _module.Machine.Valid#canCall($Heap, this)
         || (3 != $FunctionContextHeight
           && 
          $IsGoodHeap($Heap)
           && 
          this != null
           && 
          $Is(this, Tclass._module.Machine())
           && $IsAlloc(this, Tclass._module.Machine(), $Heap))
       ==> _module.Machine.Valid($Heap, this)
         == (
          _module.Machine.price(this) > 0
           && read($Heap, this, _module.Machine.stock)
               + read($Heap, this, _module.Machine.sold)
             == read($Heap, this, _module.Machine.initialStock)
           && read($Heap, this, _module.Machine.takings)
             == Mul(read($Heap, this, _module.Machine.sold), _module.Machine.price(this))
           && (_module.State.Paying_q(read($Heap, this, _module.Machine.state))
             ==> _module.State.credit(read($Heap, this, _module.Machine.state))
                 < _module.Machine.price(this)
               && read($Heap, this, _module.Machine.stock) > 0)));

procedure CheckWellformed$$_module.Machine.Valid(this: ref
       where this != null
         && 
        $Is(this, Tclass._module.Machine())
         && $IsAlloc(this, Tclass._module.Machine(), $Heap));
  free requires 3 == $FunctionContextHeight;
  modifies $Heap, $Tick;



implementation CheckWellformed$$_module.Machine.Valid(this: ref)
{
  var $_Frame: <beta>[ref,Field beta]bool;
  var b$reqreads#0: bool;
  var b$reqreads#1: bool;
  var b$reqreads#2: bool;
  var b$reqreads#3: bool;
  var b$reqreads#4: bool;
  var b$reqreads#5: bool;
  var b$reqreads#6: bool;
  var b$reqreads#7: bool;

    b$reqreads#0 := true;
    b$reqreads#1 := true;
    b$reqreads#2 := true;
    b$reqreads#3 := true;
    b$reqreads#4 := true;
    b$reqreads#5 := true;
    b$reqreads#6 := true;
    b$reqreads#7 := true;

    // AddWellformednessCheck for function Valid
    assume {:captureState "src/Vending.dfy(17,12): initial state"} true;
    $_Frame := (lambda<alpha> $o: ref, $f: Field alpha :: 
      $o != null && read($Heap, $o, alloc) ==> $o == this);
    if (*)
    {
        assume false;
    }
    else
    {
        $_Frame := (lambda<alpha> $o: ref, $f: Field alpha :: 
          $o != null && read($Heap, $o, alloc) ==> $o == this);
        if (_module.Machine.price(this) > 0)
        {
            b$reqreads#0 := $_Frame[this, _module.Machine.stock];
            b$reqreads#1 := $_Frame[this, _module.Machine.sold];
            b$reqreads#2 := $_Frame[this, _module.Machine.initialStock];
        }

        if (_module.Machine.price(this) > 0
           && read($Heap, this, _module.Machine.stock)
               + read($Heap, this, _module.Machine.sold)
             == read($Heap, this, _module.Machine.initialStock))
        {
            b$reqreads#3 := $_Frame[this, _module.Machine.takings];
            b$reqreads#4 := $_Frame[this, _module.Machine.sold];
        }

        if (_module.Machine.price(this) > 0
           && read($Heap, this, _module.Machine.stock)
               + read($Heap, this, _module.Machine.sold)
             == read($Heap, this, _module.Machine.initialStock)
           && read($Heap, this, _module.Machine.takings)
             == Mul(read($Heap, this, _module.Machine.sold), _module.Machine.price(this)))
        {
            b$reqreads#5 := $_Frame[this, _module.Machine.state];
            if (_module.State.Paying_q(read($Heap, this, _module.Machine.state)))
            {
                b$reqreads#6 := $_Frame[this, _module.Machine.state];
                assert _module.State.Paying_q(read($Heap, this, _module.Machine.state));
                if (_module.State.credit(read($Heap, this, _module.Machine.state))
                   < _module.Machine.price(this))
                {
                    b$reqreads#7 := $_Frame[this, _module.Machine.stock];
                }
            }
        }

        assume _module.Machine.Valid($Heap, this)
           == (
            _module.Machine.price(this) > 0
             && read($Heap, this, _module.Machine.stock)
                 + read($Heap, this, _module.Machine.sold)
               == read($Heap, this, _module.Machine.initialStock)
             && read($Heap, this, _module.Machine.takings)
               == Mul(read($Heap, this, _module.Machine.sold), _module.Machine.price(this))
             && (_module.State.Paying_q(read($Heap, this, _module.Machine.state))
               ==> _module.State.credit(read($Heap, this, _module.Machine.state))
                   < _module.Machine.price(this)
                 && read($Heap, this, _module.Machine.stock) > 0));
        assume true;
        // CheckWellformedWithResult: any expression
        assume $Is(_module.Machine.Valid($Heap, this), TBool);
        assert b$reqreads#0;
        assert b$reqreads#1;
        assert b$reqreads#2;
        assert b$reqreads#3;
        assert b$reqreads#4;
        assert b$reqreads#5;
        assert b$reqreads#6;
        assert b$reqreads#7;
    }
}



procedure CheckWellformed$$_module.Machine.__ctor(this: ref
       where this != null
         && 
        $Is(this, Tclass._module.Machine())
         && $IsAlloc(this, Tclass._module.Machine(), $Heap), 
    p#0: int where LitInt(0) <= p#0, 
    items#0: int where LitInt(0) <= items#0);
  free requires 4 == $FunctionContextHeight;
  modifies $Heap, $Tick;



procedure Call$$_module.Machine.__ctor(p#0: int where LitInt(0) <= p#0, items#0: int where LitInt(0) <= items#0)
   returns (this: ref
       where this != null
         && 
        $Is(this, Tclass._module.Machine())
         && $IsAlloc(this, Tclass._module.Machine(), $Heap));
  // user-defined preconditions
  requires p#0 > 0;
  modifies $Heap, $Tick;
  // user-defined postconditions
  free ensures _module.Machine.Valid#canCall($Heap, this)
     && (_module.Machine.Valid($Heap, this)
       ==> $IsA#_module.State(read($Heap, this, _module.Machine.state)));
  free ensures _module.Machine.Valid#canCall($Heap, this)
     && 
    _module.Machine.Valid($Heap, this)
     && 
    _module.Machine.price(this) > 0
     && read($Heap, this, _module.Machine.stock)
         + read($Heap, this, _module.Machine.sold)
       == read($Heap, this, _module.Machine.initialStock)
     && read($Heap, this, _module.Machine.takings)
       == Mul(read($Heap, this, _module.Machine.sold), _module.Machine.price(this))
     && (_module.State.Paying_q(read($Heap, this, _module.Machine.state))
       ==> _module.State.credit(read($Heap, this, _module.Machine.state))
           < _module.Machine.price(this)
         && read($Heap, this, _module.Machine.stock) > 0);
  ensures _module.State#Equal(read($Heap, this, _module.Machine.state), #_module.State.Idle());
  ensures read($Heap, this, _module.Machine.stock) == items#0;
  ensures _module.Machine.price(this) == p#0;
  ensures read($Heap, this, _module.Machine.sold) == LitInt(0);
  // constructor allocates the object
  ensures !read(old($Heap), this, alloc);
  // frame condition
  free ensures (forall<alpha> $o: ref, $f: Field alpha :: 
    { read($Heap, $o, $f) } 
    $o != null && read(old($Heap), $o, alloc)
       ==> read($Heap, $o, $f) == read(old($Heap), $o, $f));
  // boilerplate
  free ensures $HeapSucc(old($Heap), $Heap);



procedure Impl$$_module.Machine.__ctor(p#0: int where LitInt(0) <= p#0, items#0: int where LitInt(0) <= items#0)
   returns (this: ref where this != null && $Is(this, Tclass._module.Machine()), 
    $_reverifyPost: bool);
  free requires 4 == $FunctionContextHeight;
  // user-defined preconditions
  requires p#0 > 0;
  modifies $Heap, $Tick;
  // user-defined postconditions
  free ensures _module.Machine.Valid#canCall($Heap, this)
     && (_module.Machine.Valid($Heap, this)
       ==> $IsA#_module.State(read($Heap, this, _module.Machine.state)));
  ensures _module.Machine.Valid#canCall($Heap, this)
     ==> _module.Machine.Valid($Heap, this) || _module.Machine.price(this) > 0;
  ensures _module.Machine.Valid#canCall($Heap, this)
     ==> _module.Machine.Valid($Heap, this)
       || read($Heap, this, _module.Machine.stock)
           + read($Heap, this, _module.Machine.sold)
         == read($Heap, this, _module.Machine.initialStock);
  ensures _module.Machine.Valid#canCall($Heap, this)
     ==> _module.Machine.Valid($Heap, this)
       || read($Heap, this, _module.Machine.takings)
         == Mul(read($Heap, this, _module.Machine.sold), _module.Machine.price(this));
  ensures _module.Machine.Valid#canCall($Heap, this)
     ==> _module.Machine.Valid($Heap, this)
       || (_module.State.Paying_q(read($Heap, this, _module.Machine.state))
         ==> _module.State.credit(read($Heap, this, _module.Machine.state))
           < _module.Machine.price(this));
  ensures _module.Machine.Valid#canCall($Heap, this)
     ==> _module.Machine.Valid($Heap, this)
       || (_module.State.Paying_q(read($Heap, this, _module.Machine.state))
         ==> read($Heap, this, _module.Machine.stock) > 0);
  ensures _module.State#Equal(read($Heap, this, _module.Machine.state), #_module.State.Idle());
  ensures read($Heap, this, _module.Machine.stock) == items#0;
  ensures _module.Machine.price(this) == p#0;
  ensures read($Heap, this, _module.Machine.sold) == LitInt(0);
  // frame condition
  free ensures (forall<alpha> $o: ref, $f: Field alpha :: 
    { read($Heap, $o, $f) } 
    $o != null && read(old($Heap), $o, alloc)
       ==> read($Heap, $o, $f) == read(old($Heap), $o, $f));
  // boilerplate
  free ensures $HeapSucc(old($Heap), $Heap);



implementation Impl$$_module.Machine.__ctor(p#0: int, items#0: int) returns (this: ref, $_reverifyPost: bool)
{
  var $_Frame: <beta>[ref,Field beta]bool;
  var this.state: DatatypeType;
  var this.stock: int;
  var this.takings: int;
  var this.price: int;
  var this.sold: int;
  var this.initialStock: int;

    // AddMethodImpl: _ctor, Impl$$_module.Machine.__ctor
    $_Frame := (lambda<alpha> $o: ref, $f: Field alpha :: 
      $o != null && read($Heap, $o, alloc) ==> false);
    assume {:captureState "src/Vending.dfy(29,2): initial state"} true;
    $_reverifyPost := false;
    // ----- divided block before new; ----- src/Vending.dfy(29,3)
    // ----- assignment statement ----- src/Vending.dfy(30,11)
    assume true;
    assume true;
    this.price := p#0;
    assume {:captureState "src/Vending.dfy(30,14)"} true;
    // ----- assignment statement ----- src/Vending.dfy(31,11)
    assume true;
    assume true;
    this.stock := items#0;
    assume {:captureState "src/Vending.dfy(31,18)"} true;
    // ----- assignment statement ----- src/Vending.dfy(32,13)
    assume true;
    assume true;
    assert $Is(LitInt(0), Tclass._System.nat());
    this.takings := LitInt(0);
    assume {:captureState "src/Vending.dfy(32,16)"} true;
    // ----- assignment statement ----- src/Vending.dfy(33,11)
    assume true;
    assume true;
    this.state := Lit(#_module.State.Idle());
    assume {:captureState "src/Vending.dfy(33,17)"} true;
    // ----- assignment statement ----- src/Vending.dfy(34,10)
    assume true;
    assume true;
    assert $Is(LitInt(0), Tclass._System.nat());
    this.sold := LitInt(0);
    assume {:captureState "src/Vending.dfy(34,13)"} true;
    // ----- assignment statement ----- src/Vending.dfy(35,18)
    assume true;
    assume true;
    this.initialStock := items#0;
    assume {:captureState "src/Vending.dfy(35,25)"} true;
    // ----- new; ----- src/Vending.dfy(29,3)
    assume !read($Heap, this, alloc);
    assume read($Heap, this, _module.Machine.state) == this.state;
    assume read($Heap, this, _module.Machine.stock) == this.stock;
    assume read($Heap, this, _module.Machine.takings) == this.takings;
    assume _module.Machine.price(this) == this.price;
    assume read($Heap, this, _module.Machine.sold) == this.sold;
    assume read($Heap, this, _module.Machine.initialStock) == this.initialStock;
    $Heap := update($Heap, this, alloc, true);
    assume $IsGoodHeap($Heap);
    assume $IsHeapAnchor($Heap);
    // ----- divided block after new; ----- src/Vending.dfy(29,3)
}



procedure CheckWellformed$$_module.Machine.InsertCoin(this: ref
       where this != null
         && 
        $Is(this, Tclass._module.Machine())
         && $IsAlloc(this, Tclass._module.Machine(), $Heap), 
    c#0: int where LitInt(0) <= c#0)
   returns (vended#0: bool);
  free requires 6 == $FunctionContextHeight;
  modifies $Heap, $Tick;



implementation CheckWellformed$$_module.Machine.InsertCoin(this: ref, c#0: int) returns (vended#0: bool)
{
  var $_Frame: <beta>[ref,Field beta]bool;
  var ##s#0: DatatypeType;
  var ##s#1: DatatypeType;
  var ##s#2: DatatypeType;

    // AddMethodImpl: InsertCoin, CheckWellformed$$_module.Machine.InsertCoin
    $_Frame := (lambda<alpha> $o: ref, $f: Field alpha :: 
      $o != null && read($Heap, $o, alloc) ==> $o == this);
    assume {:captureState "src/Vending.dfy(38,9): initial state"} true;
    assume _module.Machine.Valid#canCall($Heap, this);
    assume _module.Machine.Valid($Heap, this);
    assume c#0 > 0;
    if (*)
    {
        assume _module.State.Idle_q(read($Heap, this, _module.Machine.state));
    }
    else
    {
        assume !_module.State.Idle_q(read($Heap, this, _module.Machine.state));
        assume _module.State.Paying_q(read($Heap, this, _module.Machine.state));
    }

    assume read($Heap, this, _module.Machine.stock) > 0;
    havoc $Heap;
    assume (forall<alpha> $o: ref, $f: Field alpha :: 
      { read($Heap, $o, $f) } 
      $o != null && read(old($Heap), $o, alloc)
         ==> read($Heap, $o, $f) == read(old($Heap), $o, $f) || $o == this);
    assume $HeapSucc(old($Heap), $Heap);
    havoc vended#0;
    assume {:captureState "src/Vending.dfy(43,43): post-state"} true;
    assume _module.Machine.Valid#canCall($Heap, this);
    assume _module.Machine.Valid($Heap, this);
    assert $IsAlloc(this, Tclass._module.Machine(), old($Heap));
    assume _module.Machine.price(this) == _module.Machine.price(this);
    assert $IsAlloc(this, Tclass._module.Machine(), old($Heap));
    assume read($Heap, this, _module.Machine.initialStock)
       == read(old($Heap), this, _module.Machine.initialStock);
    assert $IsAlloc(this, Tclass._module.Machine(), old($Heap));
    ##s#0 := read(old($Heap), this, _module.Machine.state);
    // assume allocatedness for argument to function
    assume $IsAlloc(##s#0, Tclass._module.State(), $Heap);
    assume _module.__default.Credit#canCall(read(old($Heap), this, _module.Machine.state));
    assume vended#0
       <==> _module.__default.Credit(read(old($Heap), this, _module.Machine.state)) + c#0
         >= _module.Machine.price(this);
    if (*)
    {
        assume vended#0;
        assert $IsAlloc(this, Tclass._module.Machine(), old($Heap));
        ##s#1 := read(old($Heap), this, _module.Machine.state);
        // assume allocatedness for argument to function
        assume $IsAlloc(##s#1, Tclass._module.State(), $Heap);
        assume _module.__default.Credit#canCall(read(old($Heap), this, _module.Machine.state));
        assert $Is(_module.__default.Credit(read(old($Heap), this, _module.Machine.state)) + c#0
             - _module.Machine.price(this), 
          Tclass._System.nat());
        assume _module.State#Equal(read($Heap, this, _module.Machine.state), 
          #_module.State.Dispensing(_module.__default.Credit(read(old($Heap), this, _module.Machine.state)) + c#0
               - _module.Machine.price(this)));
    }
    else
    {
        assume vended#0
           ==> _module.State#Equal(read($Heap, this, _module.Machine.state), 
            #_module.State.Dispensing(_module.__default.Credit(read(old($Heap), this, _module.Machine.state)) + c#0
                 - _module.Machine.price(this)));
    }

    if (*)
    {
        assume vended#0;
        assert $IsAlloc(this, Tclass._module.Machine(), old($Heap));
        assume read($Heap, this, _module.Machine.sold)
           == read(old($Heap), this, _module.Machine.sold) + 1;
        assert $IsAlloc(this, Tclass._module.Machine(), old($Heap));
        assume read($Heap, this, _module.Machine.stock)
           == read(old($Heap), this, _module.Machine.stock) - 1;
    }
    else
    {
        assume vended#0
           ==> read($Heap, this, _module.Machine.sold)
               == read(old($Heap), this, _module.Machine.sold) + 1
             && read($Heap, this, _module.Machine.stock)
               == read(old($Heap), this, _module.Machine.stock) - 1;
    }

    if (*)
    {
        assume !vended#0;
        assert $IsAlloc(this, Tclass._module.Machine(), old($Heap));
        ##s#2 := read(old($Heap), this, _module.Machine.state);
        // assume allocatedness for argument to function
        assume $IsAlloc(##s#2, Tclass._module.State(), $Heap);
        assume _module.__default.Credit#canCall(read(old($Heap), this, _module.Machine.state));
        assert $Is(_module.__default.Credit(read(old($Heap), this, _module.Machine.state)) + c#0, 
          Tclass._System.nat());
        assume _module.State#Equal(read($Heap, this, _module.Machine.state), 
          #_module.State.Paying(_module.__default.Credit(read(old($Heap), this, _module.Machine.state)) + c#0));
        assert $IsAlloc(this, Tclass._module.Machine(), old($Heap));
        assume read($Heap, this, _module.Machine.sold)
           == read(old($Heap), this, _module.Machine.sold);
        assert $IsAlloc(this, Tclass._module.Machine(), old($Heap));
        assume read($Heap, this, _module.Machine.stock)
           == read(old($Heap), this, _module.Machine.stock);
    }
    else
    {
        assume !vended#0
           ==> _module.State#Equal(read($Heap, this, _module.Machine.state), 
              #_module.State.Paying(_module.__default.Credit(read(old($Heap), this, _module.Machine.state)) + c#0))
             && read($Heap, this, _module.Machine.sold)
               == read(old($Heap), this, _module.Machine.sold)
             && read($Heap, this, _module.Machine.stock)
               == read(old($Heap), this, _module.Machine.stock);
    }
}



procedure Call$$_module.Machine.InsertCoin(this: ref
       where this != null
         && 
        $Is(this, Tclass._module.Machine())
         && $IsAlloc(this, Tclass._module.Machine(), $Heap), 
    c#0: int where LitInt(0) <= c#0)
   returns (vended#0: bool);
  // user-defined preconditions
  requires _module.Machine.Valid#canCall($Heap, this)
     ==> _module.Machine.Valid($Heap, this) || _module.Machine.price(this) > 0;
  requires _module.Machine.Valid#canCall($Heap, this)
     ==> _module.Machine.Valid($Heap, this)
       || read($Heap, this, _module.Machine.stock)
           + read($Heap, this, _module.Machine.sold)
         == read($Heap, this, _module.Machine.initialStock);
  requires _module.Machine.Valid#canCall($Heap, this)
     ==> _module.Machine.Valid($Heap, this)
       || read($Heap, this, _module.Machine.takings)
         == Mul(read($Heap, this, _module.Machine.sold), _module.Machine.price(this));
  requires _module.Machine.Valid#canCall($Heap, this)
     ==> _module.Machine.Valid($Heap, this)
       || (_module.State.Paying_q(read($Heap, this, _module.Machine.state))
         ==> _module.State.credit(read($Heap, this, _module.Machine.state))
           < _module.Machine.price(this));
  requires _module.Machine.Valid#canCall($Heap, this)
     ==> _module.Machine.Valid($Heap, this)
       || (_module.State.Paying_q(read($Heap, this, _module.Machine.state))
         ==> read($Heap, this, _module.Machine.stock) > 0);
  requires c#0 > 0;
  requires _module.State.Idle_q(read($Heap, this, _module.Machine.state))
     || _module.State.Paying_q(read($Heap, this, _module.Machine.state));
  requires read($Heap, this, _module.Machine.stock) > 0;
  modifies $Heap, $Tick;
  // user-defined postconditions
  free ensures _module.Machine.Valid#canCall($Heap, this);
  free ensures _module.Machine.Valid#canCall($Heap, this)
     && 
    _module.Machine.Valid($Heap, this)
     && 
    _module.Machine.price(this) > 0
     && read($Heap, this, _module.Machine.stock)
         + read($Heap, this, _module.Machine.sold)
       == read($Heap, this, _module.Machine.initialStock)
     && read($Heap, this, _module.Machine.takings)
       == Mul(read($Heap, this, _module.Machine.sold), _module.Machine.price(this))
     && (_module.State.Paying_q(read($Heap, this, _module.Machine.state))
       ==> _module.State.credit(read($Heap, this, _module.Machine.state))
           < _module.Machine.price(this)
         && read($Heap, this, _module.Machine.stock) > 0);
  ensures _module.Machine.price(this) == _module.Machine.price(this);
  ensures read($Heap, this, _module.Machine.initialStock)
     == read(old($Heap), this, _module.Machine.initialStock);
  free ensures _module.__default.Credit#canCall(read(old($Heap), this, _module.Machine.state));
  ensures vended#0
     <==> _module.__default.Credit(read(old($Heap), this, _module.Machine.state)) + c#0
       >= _module.Machine.price(this);
  free ensures vended#0
     ==> $IsA#_module.State(read($Heap, this, _module.Machine.state))
       && _module.__default.Credit#canCall(read(old($Heap), this, _module.Machine.state));
  ensures vended#0
     ==> _module.State#Equal(read($Heap, this, _module.Machine.state), 
      #_module.State.Dispensing(_module.__default.Credit(read(old($Heap), this, _module.Machine.state)) + c#0
           - _module.Machine.price(this)));
  free ensures true;
  ensures vended#0
     ==> read($Heap, this, _module.Machine.sold)
       == read(old($Heap), this, _module.Machine.sold) + 1;
  ensures vended#0
     ==> read($Heap, this, _module.Machine.stock)
       == read(old($Heap), this, _module.Machine.stock) - 1;
  free ensures !vended#0
     ==> $IsA#_module.State(read($Heap, this, _module.Machine.state))
       && _module.__default.Credit#canCall(read(old($Heap), this, _module.Machine.state));
  ensures !vended#0
     ==> _module.State#Equal(read($Heap, this, _module.Machine.state), 
      #_module.State.Paying(_module.__default.Credit(read(old($Heap), this, _module.Machine.state)) + c#0));
  ensures !vended#0
     ==> read($Heap, this, _module.Machine.sold)
       == read(old($Heap), this, _module.Machine.sold);
  ensures !vended#0
     ==> read($Heap, this, _module.Machine.stock)
       == read(old($Heap), this, _module.Machine.stock);
  // frame condition
  free ensures (forall<alpha> $o: ref, $f: Field alpha :: 
    { read($Heap, $o, $f) } 
    $o != null && read(old($Heap), $o, alloc)
       ==> read($Heap, $o, $f) == read(old($Heap), $o, $f) || $o == this);
  // boilerplate
  free ensures $HeapSucc(old($Heap), $Heap);



procedure Impl$$_module.Machine.InsertCoin(this: ref
       where this != null
         && 
        $Is(this, Tclass._module.Machine())
         && $IsAlloc(this, Tclass._module.Machine(), $Heap), 
    c#0: int where LitInt(0) <= c#0)
   returns (vended#0: bool, $_reverifyPost: bool);
  free requires 6 == $FunctionContextHeight;
  // user-defined preconditions
  free requires _module.Machine.Valid#canCall($Heap, this)
     && 
    _module.Machine.Valid($Heap, this)
     && 
    _module.Machine.price(this) > 0
     && read($Heap, this, _module.Machine.stock)
         + read($Heap, this, _module.Machine.sold)
       == read($Heap, this, _module.Machine.initialStock)
     && read($Heap, this, _module.Machine.takings)
       == Mul(read($Heap, this, _module.Machine.sold), _module.Machine.price(this))
     && (_module.State.Paying_q(read($Heap, this, _module.Machine.state))
       ==> _module.State.credit(read($Heap, this, _module.Machine.state))
           < _module.Machine.price(this)
         && read($Heap, this, _module.Machine.stock) > 0);
  requires c#0 > 0;
  requires _module.State.Idle_q(read($Heap, this, _module.Machine.state))
     || _module.State.Paying_q(read($Heap, this, _module.Machine.state));
  requires read($Heap, this, _module.Machine.stock) > 0;
  modifies $Heap, $Tick;
  // user-defined postconditions
  free ensures _module.Machine.Valid#canCall($Heap, this);
  ensures _module.Machine.Valid#canCall($Heap, this)
     ==> _module.Machine.Valid($Heap, this) || _module.Machine.price(this) > 0;
  ensures _module.Machine.Valid#canCall($Heap, this)
     ==> _module.Machine.Valid($Heap, this)
       || read($Heap, this, _module.Machine.stock)
           + read($Heap, this, _module.Machine.sold)
         == read($Heap, this, _module.Machine.initialStock);
  ensures _module.Machine.Valid#canCall($Heap, this)
     ==> _module.Machine.Valid($Heap, this)
       || read($Heap, this, _module.Machine.takings)
         == Mul(read($Heap, this, _module.Machine.sold), _module.Machine.price(this));
  ensures _module.Machine.Valid#canCall($Heap, this)
     ==> _module.Machine.Valid($Heap, this)
       || (_module.State.Paying_q(read($Heap, this, _module.Machine.state))
         ==> _module.State.credit(read($Heap, this, _module.Machine.state))
           < _module.Machine.price(this));
  ensures _module.Machine.Valid#canCall($Heap, this)
     ==> _module.Machine.Valid($Heap, this)
       || (_module.State.Paying_q(read($Heap, this, _module.Machine.state))
         ==> read($Heap, this, _module.Machine.stock) > 0);
  ensures _module.Machine.price(this) == _module.Machine.price(this);
  ensures read($Heap, this, _module.Machine.initialStock)
     == read(old($Heap), this, _module.Machine.initialStock);
  free ensures _module.__default.Credit#canCall(read(old($Heap), this, _module.Machine.state));
  ensures vended#0
     <==> _module.__default.Credit(read(old($Heap), this, _module.Machine.state)) + c#0
       >= _module.Machine.price(this);
  free ensures vended#0
     ==> $IsA#_module.State(read($Heap, this, _module.Machine.state))
       && _module.__default.Credit#canCall(read(old($Heap), this, _module.Machine.state));
  ensures vended#0
     ==> _module.State#Equal(read($Heap, this, _module.Machine.state), 
      #_module.State.Dispensing(_module.__default.Credit(read(old($Heap), this, _module.Machine.state)) + c#0
           - _module.Machine.price(this)));
  free ensures true;
  ensures vended#0
     ==> read($Heap, this, _module.Machine.sold)
       == read(old($Heap), this, _module.Machine.sold) + 1;
  ensures vended#0
     ==> read($Heap, this, _module.Machine.stock)
       == read(old($Heap), this, _module.Machine.stock) - 1;
  free ensures !vended#0
     ==> $IsA#_module.State(read($Heap, this, _module.Machine.state))
       && _module.__default.Credit#canCall(read(old($Heap), this, _module.Machine.state));
  ensures !vended#0
     ==> _module.State#Equal(read($Heap, this, _module.Machine.state), 
      #_module.State.Paying(_module.__default.Credit(read(old($Heap), this, _module.Machine.state)) + c#0));
  ensures !vended#0
     ==> read($Heap, this, _module.Machine.sold)
       == read(old($Heap), this, _module.Machine.sold);
  ensures !vended#0
     ==> read($Heap, this, _module.Machine.stock)
       == read(old($Heap), this, _module.Machine.stock);
  // frame condition
  free ensures (forall<alpha> $o: ref, $f: Field alpha :: 
    { read($Heap, $o, $f) } 
    $o != null && read(old($Heap), $o, alloc)
       ==> read($Heap, $o, $f) == read(old($Heap), $o, $f) || $o == this);
  // boilerplate
  free ensures $HeapSucc(old($Heap), $Heap);



implementation Impl$$_module.Machine.InsertCoin(this: ref, c#0: int) returns (vended#0: bool, $_reverifyPost: bool)
{
  var $_Frame: <beta>[ref,Field beta]bool;
  var credit#0: int;
  var ##s#3: DatatypeType;
  var $rhs#0_0: int where LitInt(0) <= $rhs#0_0;
  var $rhs#0_1: int where LitInt(0) <= $rhs#0_1;
  var $rhs#0_2: int where LitInt(0) <= $rhs#0_2;
  var $rhs#0_3: DatatypeType where $Is($rhs#0_3, Tclass._module.State());
  var $rhs#0: DatatypeType where $Is($rhs#0, Tclass._module.State());

    // AddMethodImpl: InsertCoin, Impl$$_module.Machine.InsertCoin
    $_Frame := (lambda<alpha> $o: ref, $f: Field alpha :: 
      $o != null && read($Heap, $o, alloc) ==> $o == this);
    assume {:captureState "src/Vending.dfy(48,2): initial state"} true;
    $_reverifyPost := false;
    // ----- assignment statement ----- src/Vending.dfy(49,16)
    assume true;
    ##s#3 := read($Heap, this, _module.Machine.state);
    // assume allocatedness for argument to function
    assume $IsAlloc(##s#3, Tclass._module.State(), $Heap);
    assume _module.__default.Credit#canCall(read($Heap, this, _module.Machine.state));
    assume _module.__default.Credit#canCall(read($Heap, this, _module.Machine.state));
    credit#0 := _module.__default.Credit(read($Heap, this, _module.Machine.state)) + c#0;
    assume {:captureState "src/Vending.dfy(49,35)"} true;
    // ----- if statement ----- src/Vending.dfy(50,5)
    assume true;
    if (credit#0 >= _module.Machine.price(this))
    {
        // ----- assert statement ----- src/Vending.dfy(51,7)
        assume true;
        assert Mul(read($Heap, this, _module.Machine.sold) + 1, _module.Machine.price(this))
           == Mul(read($Heap, this, _module.Machine.sold), _module.Machine.price(this))
             + _module.Machine.price(this);
        // ----- assignment statement ----- src/Vending.dfy(52,13)
        assume true;
        assert $_Frame[this, _module.Machine.stock];
        assume true;
        assert $Is(read($Heap, this, _module.Machine.stock) - 1, Tclass._System.nat());
        $rhs#0_0 := read($Heap, this, _module.Machine.stock) - 1;
        $Heap := update($Heap, this, _module.Machine.stock, $rhs#0_0);
        assume $IsGoodHeap($Heap);
        assume {:captureState "src/Vending.dfy(52,24)"} true;
        // ----- assignment statement ----- src/Vending.dfy(53,12)
        assume true;
        assert $_Frame[this, _module.Machine.sold];
        assume true;
        assert $Is(read($Heap, this, _module.Machine.sold) + 1, Tclass._System.nat());
        $rhs#0_1 := read($Heap, this, _module.Machine.sold) + 1;
        $Heap := update($Heap, this, _module.Machine.sold, $rhs#0_1);
        assume $IsGoodHeap($Heap);
        assume {:captureState "src/Vending.dfy(53,22)"} true;
        // ----- assignment statement ----- src/Vending.dfy(54,15)
        assume true;
        assert $_Frame[this, _module.Machine.takings];
        assume true;
        assert $Is(read($Heap, this, _module.Machine.takings) + _module.Machine.price(this), 
          Tclass._System.nat());
        $rhs#0_2 := read($Heap, this, _module.Machine.takings) + _module.Machine.price(this);
        $Heap := update($Heap, this, _module.Machine.takings, $rhs#0_2);
        assume $IsGoodHeap($Heap);
        assume {:captureState "src/Vending.dfy(54,32)"} true;
        // ----- assignment statement ----- src/Vending.dfy(55,13)
        assume true;
        assert $_Frame[this, _module.Machine.state];
        assert $Is(credit#0 - _module.Machine.price(this), Tclass._System.nat());
        assume true;
        $rhs#0_3 := #_module.State.Dispensing(credit#0 - _module.Machine.price(this));
        $Heap := update($Heap, this, _module.Machine.state, $rhs#0_3);
        assume $IsGoodHeap($Heap);
        assume {:captureState "src/Vending.dfy(55,41)"} true;
        // ----- assignment statement ----- src/Vending.dfy(56,14)
        assume true;
        assume true;
        vended#0 := Lit(true);
        assume {:captureState "src/Vending.dfy(56,20)"} true;
    }
    else
    {
        // ----- assignment statement ----- src/Vending.dfy(58,13)
        assume true;
        assert $_Frame[this, _module.Machine.state];
        assert $Is(credit#0, Tclass._System.nat());
        assume true;
        $rhs#0 := #_module.State.Paying(credit#0);
        $Heap := update($Heap, this, _module.Machine.state, $rhs#0);
        assume $IsGoodHeap($Heap);
        assume {:captureState "src/Vending.dfy(58,29)"} true;
        // ----- assignment statement ----- src/Vending.dfy(59,14)
        assume true;
        assume true;
        vended#0 := Lit(false);
        assume {:captureState "src/Vending.dfy(59,21)"} true;
    }
}



procedure CheckWellformed$$_module.Machine.Cancel(this: ref
       where this != null
         && 
        $Is(this, Tclass._module.Machine())
         && $IsAlloc(this, Tclass._module.Machine(), $Heap))
   returns (refund#0: int where LitInt(0) <= refund#0);
  free requires 7 == $FunctionContextHeight;
  modifies $Heap, $Tick;



implementation CheckWellformed$$_module.Machine.Cancel(this: ref) returns (refund#0: int)
{
  var $_Frame: <beta>[ref,Field beta]bool;
  var ##s#0: DatatypeType;

    // AddMethodImpl: Cancel, CheckWellformed$$_module.Machine.Cancel
    $_Frame := (lambda<alpha> $o: ref, $f: Field alpha :: 
      $o != null && read($Heap, $o, alloc) ==> $o == this);
    assume {:captureState "src/Vending.dfy(63,9): initial state"} true;
    assume _module.Machine.Valid#canCall($Heap, this);
    assume _module.Machine.Valid($Heap, this);
    havoc $Heap;
    assume (forall<alpha> $o: ref, $f: Field alpha :: 
      { read($Heap, $o, $f) } 
      $o != null && read(old($Heap), $o, alloc)
         ==> read($Heap, $o, $f) == read(old($Heap), $o, $f) || $o == this);
    assume $HeapSucc(old($Heap), $Heap);
    havoc refund#0;
    assume {:captureState "src/Vending.dfy(66,58): post-state"} true;
    assume _module.Machine.Valid#canCall($Heap, this);
    assume _module.Machine.Valid($Heap, this);
    assume _module.State#Equal(read($Heap, this, _module.Machine.state), #_module.State.Idle());
    assert $IsAlloc(this, Tclass._module.Machine(), old($Heap));
    assume read($Heap, this, _module.Machine.sold)
       == read(old($Heap), this, _module.Machine.sold);
    assert $IsAlloc(this, Tclass._module.Machine(), old($Heap));
    assume read($Heap, this, _module.Machine.stock)
       == read(old($Heap), this, _module.Machine.stock);
    assert $IsAlloc(this, Tclass._module.Machine(), old($Heap));
    assume _module.Machine.price(this) == _module.Machine.price(this);
    assert $IsAlloc(this, Tclass._module.Machine(), old($Heap));
    assume read($Heap, this, _module.Machine.initialStock)
       == read(old($Heap), this, _module.Machine.initialStock);
    assert $IsAlloc(this, Tclass._module.Machine(), old($Heap));
    ##s#0 := read(old($Heap), this, _module.Machine.state);
    // assume allocatedness for argument to function
    assume $IsAlloc(##s#0, Tclass._module.State(), $Heap);
    assume _module.__default.Credit#canCall(read(old($Heap), this, _module.Machine.state));
    assume refund#0
       == _module.__default.Credit(read(old($Heap), this, _module.Machine.state));
}



procedure Call$$_module.Machine.Cancel(this: ref
       where this != null
         && 
        $Is(this, Tclass._module.Machine())
         && $IsAlloc(this, Tclass._module.Machine(), $Heap))
   returns (refund#0: int where LitInt(0) <= refund#0);
  // user-defined preconditions
  requires _module.Machine.Valid#canCall($Heap, this)
     ==> _module.Machine.Valid($Heap, this) || _module.Machine.price(this) > 0;
  requires _module.Machine.Valid#canCall($Heap, this)
     ==> _module.Machine.Valid($Heap, this)
       || read($Heap, this, _module.Machine.stock)
           + read($Heap, this, _module.Machine.sold)
         == read($Heap, this, _module.Machine.initialStock);
  requires _module.Machine.Valid#canCall($Heap, this)
     ==> _module.Machine.Valid($Heap, this)
       || read($Heap, this, _module.Machine.takings)
         == Mul(read($Heap, this, _module.Machine.sold), _module.Machine.price(this));
  requires _module.Machine.Valid#canCall($Heap, this)
     ==> _module.Machine.Valid($Heap, this)
       || (_module.State.Paying_q(read($Heap, this, _module.Machine.state))
         ==> _module.State.credit(read($Heap, this, _module.Machine.state))
           < _module.Machine.price(this));
  requires _module.Machine.Valid#canCall($Heap, this)
     ==> _module.Machine.Valid($Heap, this)
       || (_module.State.Paying_q(read($Heap, this, _module.Machine.state))
         ==> read($Heap, this, _module.Machine.stock) > 0);
  modifies $Heap, $Tick;
  // user-defined postconditions
  free ensures _module.Machine.Valid#canCall($Heap, this)
     && (_module.Machine.Valid($Heap, this)
       ==> $IsA#_module.State(read($Heap, this, _module.Machine.state)));
  free ensures _module.Machine.Valid#canCall($Heap, this)
     && 
    _module.Machine.Valid($Heap, this)
     && 
    _module.Machine.price(this) > 0
     && read($Heap, this, _module.Machine.stock)
         + read($Heap, this, _module.Machine.sold)
       == read($Heap, this, _module.Machine.initialStock)
     && read($Heap, this, _module.Machine.takings)
       == Mul(read($Heap, this, _module.Machine.sold), _module.Machine.price(this))
     && (_module.State.Paying_q(read($Heap, this, _module.Machine.state))
       ==> _module.State.credit(read($Heap, this, _module.Machine.state))
           < _module.Machine.price(this)
         && read($Heap, this, _module.Machine.stock) > 0);
  ensures _module.State#Equal(read($Heap, this, _module.Machine.state), #_module.State.Idle());
  ensures read($Heap, this, _module.Machine.sold)
     == read(old($Heap), this, _module.Machine.sold);
  ensures read($Heap, this, _module.Machine.stock)
     == read(old($Heap), this, _module.Machine.stock);
  free ensures true;
  ensures _module.Machine.price(this) == _module.Machine.price(this);
  ensures read($Heap, this, _module.Machine.initialStock)
     == read(old($Heap), this, _module.Machine.initialStock);
  free ensures _module.__default.Credit#canCall(read(old($Heap), this, _module.Machine.state));
  ensures refund#0
     == _module.__default.Credit(read(old($Heap), this, _module.Machine.state));
  // frame condition
  free ensures (forall<alpha> $o: ref, $f: Field alpha :: 
    { read($Heap, $o, $f) } 
    $o != null && read(old($Heap), $o, alloc)
       ==> read($Heap, $o, $f) == read(old($Heap), $o, $f) || $o == this);
  // boilerplate
  free ensures $HeapSucc(old($Heap), $Heap);



procedure Impl$$_module.Machine.Cancel(this: ref
       where this != null
         && 
        $Is(this, Tclass._module.Machine())
         && $IsAlloc(this, Tclass._module.Machine(), $Heap))
   returns (refund#0: int where LitInt(0) <= refund#0, $_reverifyPost: bool);
  free requires 7 == $FunctionContextHeight;
  // user-defined preconditions
  free requires _module.Machine.Valid#canCall($Heap, this)
     && 
    _module.Machine.Valid($Heap, this)
     && 
    _module.Machine.price(this) > 0
     && read($Heap, this, _module.Machine.stock)
         + read($Heap, this, _module.Machine.sold)
       == read($Heap, this, _module.Machine.initialStock)
     && read($Heap, this, _module.Machine.takings)
       == Mul(read($Heap, this, _module.Machine.sold), _module.Machine.price(this))
     && (_module.State.Paying_q(read($Heap, this, _module.Machine.state))
       ==> _module.State.credit(read($Heap, this, _module.Machine.state))
           < _module.Machine.price(this)
         && read($Heap, this, _module.Machine.stock) > 0);
  modifies $Heap, $Tick;
  // user-defined postconditions
  free ensures _module.Machine.Valid#canCall($Heap, this)
     && (_module.Machine.Valid($Heap, this)
       ==> $IsA#_module.State(read($Heap, this, _module.Machine.state)));
  ensures _module.Machine.Valid#canCall($Heap, this)
     ==> _module.Machine.Valid($Heap, this) || _module.Machine.price(this) > 0;
  ensures _module.Machine.Valid#canCall($Heap, this)
     ==> _module.Machine.Valid($Heap, this)
       || read($Heap, this, _module.Machine.stock)
           + read($Heap, this, _module.Machine.sold)
         == read($Heap, this, _module.Machine.initialStock);
  ensures _module.Machine.Valid#canCall($Heap, this)
     ==> _module.Machine.Valid($Heap, this)
       || read($Heap, this, _module.Machine.takings)
         == Mul(read($Heap, this, _module.Machine.sold), _module.Machine.price(this));
  ensures _module.Machine.Valid#canCall($Heap, this)
     ==> _module.Machine.Valid($Heap, this)
       || (_module.State.Paying_q(read($Heap, this, _module.Machine.state))
         ==> _module.State.credit(read($Heap, this, _module.Machine.state))
           < _module.Machine.price(this));
  ensures _module.Machine.Valid#canCall($Heap, this)
     ==> _module.Machine.Valid($Heap, this)
       || (_module.State.Paying_q(read($Heap, this, _module.Machine.state))
         ==> read($Heap, this, _module.Machine.stock) > 0);
  ensures _module.State#Equal(read($Heap, this, _module.Machine.state), #_module.State.Idle());
  ensures read($Heap, this, _module.Machine.sold)
     == read(old($Heap), this, _module.Machine.sold);
  ensures read($Heap, this, _module.Machine.stock)
     == read(old($Heap), this, _module.Machine.stock);
  free ensures true;
  ensures _module.Machine.price(this) == _module.Machine.price(this);
  ensures read($Heap, this, _module.Machine.initialStock)
     == read(old($Heap), this, _module.Machine.initialStock);
  free ensures _module.__default.Credit#canCall(read(old($Heap), this, _module.Machine.state));
  ensures refund#0
     == _module.__default.Credit(read(old($Heap), this, _module.Machine.state));
  // frame condition
  free ensures (forall<alpha> $o: ref, $f: Field alpha :: 
    { read($Heap, $o, $f) } 
    $o != null && read(old($Heap), $o, alloc)
       ==> read($Heap, $o, $f) == read(old($Heap), $o, $f) || $o == this);
  // boilerplate
  free ensures $HeapSucc(old($Heap), $Heap);



implementation Impl$$_module.Machine.Cancel(this: ref) returns (refund#0: int, $_reverifyPost: bool)
{
  var $_Frame: <beta>[ref,Field beta]bool;
  var ##s#1: DatatypeType;
  var $rhs#0_0: DatatypeType where $Is($rhs#0_0, Tclass._module.State());
  var $rhs#0: DatatypeType where $Is($rhs#0, Tclass._module.State());

    // AddMethodImpl: Cancel, Impl$$_module.Machine.Cancel
    $_Frame := (lambda<alpha> $o: ref, $f: Field alpha :: 
      $o != null && read($Heap, $o, alloc) ==> $o == this);
    assume {:captureState "src/Vending.dfy(69,2): initial state"} true;
    $_reverifyPost := false;
    // ----- assignment statement ----- src/Vending.dfy(70,12)
    assume true;
    ##s#1 := read($Heap, this, _module.Machine.state);
    // assume allocatedness for argument to function
    assume $IsAlloc(##s#1, Tclass._module.State(), $Heap);
    assume _module.__default.Credit#canCall(read($Heap, this, _module.Machine.state));
    assume _module.__default.Credit#canCall(read($Heap, this, _module.Machine.state));
    refund#0 := _module.__default.Credit(read($Heap, this, _module.Machine.state));
    assume {:captureState "src/Vending.dfy(70,27)"} true;
    // ----- if statement ----- src/Vending.dfy(71,5)
    assume true;
    if (!_module.State.Dispensing_q(read($Heap, this, _module.Machine.state)))
    {
        // ----- assignment statement ----- src/Vending.dfy(72,13)
        assume true;
        assert $_Frame[this, _module.Machine.state];
        assume true;
        $rhs#0_0 := Lit(#_module.State.Idle());
        $Heap := update($Heap, this, _module.Machine.state, $rhs#0_0);
        assume $IsGoodHeap($Heap);
        assume {:captureState "src/Vending.dfy(72,19)"} true;
    }
    else
    {
        // ----- assignment statement ----- src/Vending.dfy(74,14)
        assume true;
        assume true;
        assert $Is(LitInt(0), Tclass._System.nat());
        refund#0 := LitInt(0);
        assume {:captureState "src/Vending.dfy(74,17)"} true;
        // ----- assignment statement ----- src/Vending.dfy(75,13)
        assume true;
        assert $_Frame[this, _module.Machine.state];
        assume true;
        $rhs#0 := Lit(#_module.State.Idle());
        $Heap := update($Heap, this, _module.Machine.state, $rhs#0);
        assume $IsGoodHeap($Heap);
        assume {:captureState "src/Vending.dfy(75,19)"} true;
    }
}



procedure CheckWellformed$$_module.Machine.TakeChange(this: ref
       where this != null
         && 
        $Is(this, Tclass._module.Machine())
         && $IsAlloc(this, Tclass._module.Machine(), $Heap))
   returns (change#0: int where LitInt(0) <= change#0);
  free requires 8 == $FunctionContextHeight;
  modifies $Heap, $Tick;



implementation CheckWellformed$$_module.Machine.TakeChange(this: ref) returns (change#0: int)
{
  var $_Frame: <beta>[ref,Field beta]bool;

    // AddMethodImpl: TakeChange, CheckWellformed$$_module.Machine.TakeChange
    $_Frame := (lambda<alpha> $o: ref, $f: Field alpha :: 
      $o != null && read($Heap, $o, alloc) ==> $o == this);
    assume {:captureState "src/Vending.dfy(79,9): initial state"} true;
    assume _module.Machine.Valid#canCall($Heap, this);
    assume _module.Machine.Valid($Heap, this);
    assume _module.State.Dispensing_q(read($Heap, this, _module.Machine.state));
    havoc $Heap;
    assume (forall<alpha> $o: ref, $f: Field alpha :: 
      { read($Heap, $o, $f) } 
      $o != null && read(old($Heap), $o, alloc)
         ==> read($Heap, $o, $f) == read(old($Heap), $o, $f) || $o == this);
    assume $HeapSucc(old($Heap), $Heap);
    havoc change#0;
    assume {:captureState "src/Vending.dfy(82,37): post-state"} true;
    assume _module.Machine.Valid#canCall($Heap, this);
    assume _module.Machine.Valid($Heap, this);
    assume _module.State#Equal(read($Heap, this, _module.Machine.state), #_module.State.Idle());
    assert $IsAlloc(this, Tclass._module.Machine(), old($Heap));
    assert _module.State.Dispensing_q(read(old($Heap), this, _module.Machine.state));
    assume change#0 == _module.State.change(read(old($Heap), this, _module.Machine.state));
    assert $IsAlloc(this, Tclass._module.Machine(), old($Heap));
    assume read($Heap, this, _module.Machine.sold)
       == read(old($Heap), this, _module.Machine.sold);
    assert $IsAlloc(this, Tclass._module.Machine(), old($Heap));
    assume read($Heap, this, _module.Machine.stock)
       == read(old($Heap), this, _module.Machine.stock);
    assert $IsAlloc(this, Tclass._module.Machine(), old($Heap));
    assume _module.Machine.price(this) == _module.Machine.price(this);
    assert $IsAlloc(this, Tclass._module.Machine(), old($Heap));
    assume read($Heap, this, _module.Machine.initialStock)
       == read(old($Heap), this, _module.Machine.initialStock);
}



procedure Call$$_module.Machine.TakeChange(this: ref
       where this != null
         && 
        $Is(this, Tclass._module.Machine())
         && $IsAlloc(this, Tclass._module.Machine(), $Heap))
   returns (change#0: int where LitInt(0) <= change#0);
  // user-defined preconditions
  requires _module.Machine.Valid#canCall($Heap, this)
     ==> _module.Machine.Valid($Heap, this) || _module.Machine.price(this) > 0;
  requires _module.Machine.Valid#canCall($Heap, this)
     ==> _module.Machine.Valid($Heap, this)
       || read($Heap, this, _module.Machine.stock)
           + read($Heap, this, _module.Machine.sold)
         == read($Heap, this, _module.Machine.initialStock);
  requires _module.Machine.Valid#canCall($Heap, this)
     ==> _module.Machine.Valid($Heap, this)
       || read($Heap, this, _module.Machine.takings)
         == Mul(read($Heap, this, _module.Machine.sold), _module.Machine.price(this));
  requires _module.Machine.Valid#canCall($Heap, this)
     ==> _module.Machine.Valid($Heap, this)
       || (_module.State.Paying_q(read($Heap, this, _module.Machine.state))
         ==> _module.State.credit(read($Heap, this, _module.Machine.state))
           < _module.Machine.price(this));
  requires _module.Machine.Valid#canCall($Heap, this)
     ==> _module.Machine.Valid($Heap, this)
       || (_module.State.Paying_q(read($Heap, this, _module.Machine.state))
         ==> read($Heap, this, _module.Machine.stock) > 0);
  requires _module.State.Dispensing_q(read($Heap, this, _module.Machine.state));
  modifies $Heap, $Tick;
  // user-defined postconditions
  free ensures _module.Machine.Valid#canCall($Heap, this)
     && (_module.Machine.Valid($Heap, this)
       ==> $IsA#_module.State(read($Heap, this, _module.Machine.state)));
  free ensures _module.Machine.Valid#canCall($Heap, this)
     && 
    _module.Machine.Valid($Heap, this)
     && 
    _module.Machine.price(this) > 0
     && read($Heap, this, _module.Machine.stock)
         + read($Heap, this, _module.Machine.sold)
       == read($Heap, this, _module.Machine.initialStock)
     && read($Heap, this, _module.Machine.takings)
       == Mul(read($Heap, this, _module.Machine.sold), _module.Machine.price(this))
     && (_module.State.Paying_q(read($Heap, this, _module.Machine.state))
       ==> _module.State.credit(read($Heap, this, _module.Machine.state))
           < _module.Machine.price(this)
         && read($Heap, this, _module.Machine.stock) > 0);
  ensures _module.State#Equal(read($Heap, this, _module.Machine.state), #_module.State.Idle());
  ensures change#0 == _module.State.change(read(old($Heap), this, _module.Machine.state));
  free ensures true;
  ensures read($Heap, this, _module.Machine.sold)
     == read(old($Heap), this, _module.Machine.sold);
  ensures read($Heap, this, _module.Machine.stock)
     == read(old($Heap), this, _module.Machine.stock);
  ensures _module.Machine.price(this) == _module.Machine.price(this);
  ensures read($Heap, this, _module.Machine.initialStock)
     == read(old($Heap), this, _module.Machine.initialStock);
  // frame condition
  free ensures (forall<alpha> $o: ref, $f: Field alpha :: 
    { read($Heap, $o, $f) } 
    $o != null && read(old($Heap), $o, alloc)
       ==> read($Heap, $o, $f) == read(old($Heap), $o, $f) || $o == this);
  // boilerplate
  free ensures $HeapSucc(old($Heap), $Heap);



procedure Impl$$_module.Machine.TakeChange(this: ref
       where this != null
         && 
        $Is(this, Tclass._module.Machine())
         && $IsAlloc(this, Tclass._module.Machine(), $Heap))
   returns (change#0: int where LitInt(0) <= change#0, $_reverifyPost: bool);
  free requires 8 == $FunctionContextHeight;
  // user-defined preconditions
  free requires _module.Machine.Valid#canCall($Heap, this)
     && 
    _module.Machine.Valid($Heap, this)
     && 
    _module.Machine.price(this) > 0
     && read($Heap, this, _module.Machine.stock)
         + read($Heap, this, _module.Machine.sold)
       == read($Heap, this, _module.Machine.initialStock)
     && read($Heap, this, _module.Machine.takings)
       == Mul(read($Heap, this, _module.Machine.sold), _module.Machine.price(this))
     && (_module.State.Paying_q(read($Heap, this, _module.Machine.state))
       ==> _module.State.credit(read($Heap, this, _module.Machine.state))
           < _module.Machine.price(this)
         && read($Heap, this, _module.Machine.stock) > 0);
  requires _module.State.Dispensing_q(read($Heap, this, _module.Machine.state));
  modifies $Heap, $Tick;
  // user-defined postconditions
  free ensures _module.Machine.Valid#canCall($Heap, this)
     && (_module.Machine.Valid($Heap, this)
       ==> $IsA#_module.State(read($Heap, this, _module.Machine.state)));
  ensures _module.Machine.Valid#canCall($Heap, this)
     ==> _module.Machine.Valid($Heap, this) || _module.Machine.price(this) > 0;
  ensures _module.Machine.Valid#canCall($Heap, this)
     ==> _module.Machine.Valid($Heap, this)
       || read($Heap, this, _module.Machine.stock)
           + read($Heap, this, _module.Machine.sold)
         == read($Heap, this, _module.Machine.initialStock);
  ensures _module.Machine.Valid#canCall($Heap, this)
     ==> _module.Machine.Valid($Heap, this)
       || read($Heap, this, _module.Machine.takings)
         == Mul(read($Heap, this, _module.Machine.sold), _module.Machine.price(this));
  ensures _module.Machine.Valid#canCall($Heap, this)
     ==> _module.Machine.Valid($Heap, this)
       || (_module.State.Paying_q(read($Heap, this, _module.Machine.state))
         ==> _module.State.credit(read($Heap, this, _module.Machine.state))
           < _module.Machine.price(this));
  ensures _module.Machine.Valid#canCall($Heap, this)
     ==> _module.Machine.Valid($Heap, this)
       || (_module.State.Paying_q(read($Heap, this, _module.Machine.state))
         ==> read($Heap, this, _module.Machine.stock) > 0);
  ensures _module.State#Equal(read($Heap, this, _module.Machine.state), #_module.State.Idle());
  ensures change#0 == _module.State.change(read(old($Heap), this, _module.Machine.state));
  free ensures true;
  ensures read($Heap, this, _module.Machine.sold)
     == read(old($Heap), this, _module.Machine.sold);
  ensures read($Heap, this, _module.Machine.stock)
     == read(old($Heap), this, _module.Machine.stock);
  ensures _module.Machine.price(this) == _module.Machine.price(this);
  ensures read($Heap, this, _module.Machine.initialStock)
     == read(old($Heap), this, _module.Machine.initialStock);
  // frame condition
  free ensures (forall<alpha> $o: ref, $f: Field alpha :: 
    { read($Heap, $o, $f) } 
    $o != null && read(old($Heap), $o, alloc)
       ==> read($Heap, $o, $f) == read(old($Heap), $o, $f) || $o == this);
  // boilerplate
  free ensures $HeapSucc(old($Heap), $Heap);



implementation Impl$$_module.Machine.TakeChange(this: ref) returns (change#0: int, $_reverifyPost: bool)
{
  var $_Frame: <beta>[ref,Field beta]bool;
  var $rhs#0: DatatypeType where $Is($rhs#0, Tclass._module.State());

    // AddMethodImpl: TakeChange, Impl$$_module.Machine.TakeChange
    $_Frame := (lambda<alpha> $o: ref, $f: Field alpha :: 
      $o != null && read($Heap, $o, alloc) ==> $o == this);
    assume {:captureState "src/Vending.dfy(84,2): initial state"} true;
    $_reverifyPost := false;
    // ----- assignment statement ----- src/Vending.dfy(85,12)
    assume true;
    assert _module.State.Dispensing_q(read($Heap, this, _module.Machine.state));
    assume true;
    change#0 := _module.State.change(read($Heap, this, _module.Machine.state));
    assume {:captureState "src/Vending.dfy(85,26)"} true;
    // ----- assignment statement ----- src/Vending.dfy(86,11)
    assume true;
    assert $_Frame[this, _module.Machine.state];
    assume true;
    $rhs#0 := Lit(#_module.State.Idle());
    $Heap := update($Heap, this, _module.Machine.state, $rhs#0);
    assume $IsGoodHeap($Heap);
    assume {:captureState "src/Vending.dfy(86,17)"} true;
}



procedure CheckWellformed$$_module.Machine.Restock(this: ref
       where this != null
         && 
        $Is(this, Tclass._module.Machine())
         && $IsAlloc(this, Tclass._module.Machine(), $Heap), 
    n#0: int where LitInt(0) <= n#0);
  free requires 9 == $FunctionContextHeight;
  modifies $Heap, $Tick;



implementation CheckWellformed$$_module.Machine.Restock(this: ref, n#0: int)
{
  var $_Frame: <beta>[ref,Field beta]bool;

    // AddMethodImpl: Restock, CheckWellformed$$_module.Machine.Restock
    $_Frame := (lambda<alpha> $o: ref, $f: Field alpha :: 
      $o != null && read($Heap, $o, alloc) ==> $o == this);
    assume {:captureState "src/Vending.dfy(89,9): initial state"} true;
    assume _module.Machine.Valid#canCall($Heap, this);
    assume _module.Machine.Valid($Heap, this);
    assume !_module.State.Paying_q(read($Heap, this, _module.Machine.state));
    havoc $Heap;
    assume (forall<alpha> $o: ref, $f: Field alpha :: 
      { read($Heap, $o, $f) } 
      $o != null && read(old($Heap), $o, alloc)
         ==> read($Heap, $o, $f) == read(old($Heap), $o, $f) || $o == this);
    assume $HeapSucc(old($Heap), $Heap);
    assume {:captureState "src/Vending.dfy(92,47): post-state"} true;
    assume _module.Machine.Valid#canCall($Heap, this);
    assume _module.Machine.Valid($Heap, this);
    assert $IsAlloc(this, Tclass._module.Machine(), old($Heap));
    assume read($Heap, this, _module.Machine.stock)
       == read(old($Heap), this, _module.Machine.stock) + n#0;
    assert $IsAlloc(this, Tclass._module.Machine(), old($Heap));
    assume read($Heap, this, _module.Machine.sold)
       == read(old($Heap), this, _module.Machine.sold);
    assert $IsAlloc(this, Tclass._module.Machine(), old($Heap));
    assume _module.State#Equal(read($Heap, this, _module.Machine.state), 
      read(old($Heap), this, _module.Machine.state));
    assert $IsAlloc(this, Tclass._module.Machine(), old($Heap));
    assume _module.Machine.price(this) == _module.Machine.price(this);
}



procedure Call$$_module.Machine.Restock(this: ref
       where this != null
         && 
        $Is(this, Tclass._module.Machine())
         && $IsAlloc(this, Tclass._module.Machine(), $Heap), 
    n#0: int where LitInt(0) <= n#0);
  // user-defined preconditions
  requires _module.Machine.Valid#canCall($Heap, this)
     ==> _module.Machine.Valid($Heap, this) || _module.Machine.price(this) > 0;
  requires _module.Machine.Valid#canCall($Heap, this)
     ==> _module.Machine.Valid($Heap, this)
       || read($Heap, this, _module.Machine.stock)
           + read($Heap, this, _module.Machine.sold)
         == read($Heap, this, _module.Machine.initialStock);
  requires _module.Machine.Valid#canCall($Heap, this)
     ==> _module.Machine.Valid($Heap, this)
       || read($Heap, this, _module.Machine.takings)
         == Mul(read($Heap, this, _module.Machine.sold), _module.Machine.price(this));
  requires _module.Machine.Valid#canCall($Heap, this)
     ==> _module.Machine.Valid($Heap, this)
       || (_module.State.Paying_q(read($Heap, this, _module.Machine.state))
         ==> _module.State.credit(read($Heap, this, _module.Machine.state))
           < _module.Machine.price(this));
  requires _module.Machine.Valid#canCall($Heap, this)
     ==> _module.Machine.Valid($Heap, this)
       || (_module.State.Paying_q(read($Heap, this, _module.Machine.state))
         ==> read($Heap, this, _module.Machine.stock) > 0);
  requires !_module.State.Paying_q(read($Heap, this, _module.Machine.state));
  modifies $Heap, $Tick;
  // user-defined postconditions
  free ensures _module.Machine.Valid#canCall($Heap, this);
  free ensures _module.Machine.Valid#canCall($Heap, this)
     && 
    _module.Machine.Valid($Heap, this)
     && 
    _module.Machine.price(this) > 0
     && read($Heap, this, _module.Machine.stock)
         + read($Heap, this, _module.Machine.sold)
       == read($Heap, this, _module.Machine.initialStock)
     && read($Heap, this, _module.Machine.takings)
       == Mul(read($Heap, this, _module.Machine.sold), _module.Machine.price(this))
     && (_module.State.Paying_q(read($Heap, this, _module.Machine.state))
       ==> _module.State.credit(read($Heap, this, _module.Machine.state))
           < _module.Machine.price(this)
         && read($Heap, this, _module.Machine.stock) > 0);
  ensures read($Heap, this, _module.Machine.stock)
     == read(old($Heap), this, _module.Machine.stock) + n#0;
  ensures read($Heap, this, _module.Machine.sold)
     == read(old($Heap), this, _module.Machine.sold);
  free ensures $IsA#_module.State(read($Heap, this, _module.Machine.state))
     && $IsA#_module.State(read(old($Heap), this, _module.Machine.state));
  ensures _module.State#Equal(read($Heap, this, _module.Machine.state), 
    read(old($Heap), this, _module.Machine.state));
  ensures _module.Machine.price(this) == _module.Machine.price(this);
  // frame condition
  free ensures (forall<alpha> $o: ref, $f: Field alpha :: 
    { read($Heap, $o, $f) } 
    $o != null && read(old($Heap), $o, alloc)
       ==> read($Heap, $o, $f) == read(old($Heap), $o, $f) || $o == this);
  // boilerplate
  free ensures $HeapSucc(old($Heap), $Heap);



procedure Impl$$_module.Machine.Restock(this: ref
       where this != null
         && 
        $Is(this, Tclass._module.Machine())
         && $IsAlloc(this, Tclass._module.Machine(), $Heap), 
    n#0: int where LitInt(0) <= n#0)
   returns ($_reverifyPost: bool);
  free requires 9 == $FunctionContextHeight;
  // user-defined preconditions
  free requires _module.Machine.Valid#canCall($Heap, this)
     && 
    _module.Machine.Valid($Heap, this)
     && 
    _module.Machine.price(this) > 0
     && read($Heap, this, _module.Machine.stock)
         + read($Heap, this, _module.Machine.sold)
       == read($Heap, this, _module.Machine.initialStock)
     && read($Heap, this, _module.Machine.takings)
       == Mul(read($Heap, this, _module.Machine.sold), _module.Machine.price(this))
     && (_module.State.Paying_q(read($Heap, this, _module.Machine.state))
       ==> _module.State.credit(read($Heap, this, _module.Machine.state))
           < _module.Machine.price(this)
         && read($Heap, this, _module.Machine.stock) > 0);
  requires !_module.State.Paying_q(read($Heap, this, _module.Machine.state));
  modifies $Heap, $Tick;
  // user-defined postconditions
  free ensures _module.Machine.Valid#canCall($Heap, this);
  ensures _module.Machine.Valid#canCall($Heap, this)
     ==> _module.Machine.Valid($Heap, this) || _module.Machine.price(this) > 0;
  ensures _module.Machine.Valid#canCall($Heap, this)
     ==> _module.Machine.Valid($Heap, this)
       || read($Heap, this, _module.Machine.stock)
           + read($Heap, this, _module.Machine.sold)
         == read($Heap, this, _module.Machine.initialStock);
  ensures _module.Machine.Valid#canCall($Heap, this)
     ==> _module.Machine.Valid($Heap, this)
       || read($Heap, this, _module.Machine.takings)
         == Mul(read($Heap, this, _module.Machine.sold), _module.Machine.price(this));
  ensures _module.Machine.Valid#canCall($Heap, this)
     ==> _module.Machine.Valid($Heap, this)
       || (_module.State.Paying_q(read($Heap, this, _module.Machine.state))
         ==> _module.State.credit(read($Heap, this, _module.Machine.state))
           < _module.Machine.price(this));
  ensures _module.Machine.Valid#canCall($Heap, this)
     ==> _module.Machine.Valid($Heap, this)
       || (_module.State.Paying_q(read($Heap, this, _module.Machine.state))
         ==> read($Heap, this, _module.Machine.stock) > 0);
  ensures read($Heap, this, _module.Machine.stock)
     == read(old($Heap), this, _module.Machine.stock) + n#0;
  ensures read($Heap, this, _module.Machine.sold)
     == read(old($Heap), this, _module.Machine.sold);
  free ensures $IsA#_module.State(read($Heap, this, _module.Machine.state))
     && $IsA#_module.State(read(old($Heap), this, _module.Machine.state));
  ensures _module.State#Equal(read($Heap, this, _module.Machine.state), 
    read(old($Heap), this, _module.Machine.state));
  ensures _module.Machine.price(this) == _module.Machine.price(this);
  // frame condition
  free ensures (forall<alpha> $o: ref, $f: Field alpha :: 
    { read($Heap, $o, $f) } 
    $o != null && read(old($Heap), $o, alloc)
       ==> read($Heap, $o, $f) == read(old($Heap), $o, $f) || $o == this);
  // boilerplate
  free ensures $HeapSucc(old($Heap), $Heap);



implementation Impl$$_module.Machine.Restock(this: ref, n#0: int) returns ($_reverifyPost: bool)
{
  var $_Frame: <beta>[ref,Field beta]bool;
  var $rhs#0: int where LitInt(0) <= $rhs#0;
  var $rhs#1: int where LitInt(0) <= $rhs#1;

    // AddMethodImpl: Restock, Impl$$_module.Machine.Restock
    $_Frame := (lambda<alpha> $o: ref, $f: Field alpha :: 
      $o != null && read($Heap, $o, alloc) ==> $o == this);
    assume {:captureState "src/Vending.dfy(94,2): initial state"} true;
    $_reverifyPost := false;
    // ----- assignment statement ----- src/Vending.dfy(95,11)
    assume true;
    assert $_Frame[this, _module.Machine.stock];
    assume true;
    assert $Is(read($Heap, this, _module.Machine.stock) + n#0, Tclass._System.nat());
    $rhs#0 := read($Heap, this, _module.Machine.stock) + n#0;
    $Heap := update($Heap, this, _module.Machine.stock, $rhs#0);
    assume $IsGoodHeap($Heap);
    assume {:captureState "src/Vending.dfy(95,22)"} true;
    // ----- assignment statement ----- src/Vending.dfy(96,18)
    assume true;
    assert $_Frame[this, _module.Machine.initialStock];
    assume true;
    assert $Is(read($Heap, this, _module.Machine.initialStock) + n#0, Tclass._System.nat());
    $rhs#1 := read($Heap, this, _module.Machine.initialStock) + n#0;
    $Heap := update($Heap, this, _module.Machine.initialStock, $rhs#1);
    assume $IsGoodHeap($Heap);
    assume {:captureState "src/Vending.dfy(96,36)"} true;
}



procedure CheckWellformed$$_module.Machine.BuyOne(this: ref
       where this != null
         && 
        $Is(this, Tclass._module.Machine())
         && $IsAlloc(this, Tclass._module.Machine(), $Heap), 
    coins#0: Seq Box
       where $Is(coins#0, TSeq(Tclass._System.nat()))
         && $IsAlloc(coins#0, TSeq(Tclass._System.nat()), $Heap))
   returns (bought#0: bool, used#0: int where LitInt(0) <= used#0);
  free requires 10 == $FunctionContextHeight;
  modifies $Heap, $Tick;



implementation CheckWellformed$$_module.Machine.BuyOne(this: ref, coins#0: Seq Box) returns (bought#0: bool, used#0: int)
{
  var $_Frame: <beta>[ref,Field beta]bool;
  var i#0: int;

    // AddMethodImpl: BuyOne, CheckWellformed$$_module.Machine.BuyOne
    $_Frame := (lambda<alpha> $o: ref, $f: Field alpha :: 
      $o != null && read($Heap, $o, alloc) ==> $o == this);
    assume {:captureState "src/Vending.dfy(99,9): initial state"} true;
    assume _module.Machine.Valid#canCall($Heap, this);
    assume _module.Machine.Valid($Heap, this);
    assume _module.State#Equal(read($Heap, this, _module.Machine.state), #_module.State.Idle());
    assume read($Heap, this, _module.Machine.stock) > 0;
    havoc i#0;
    if (*)
    {
        assume LitInt(0) <= i#0;
        assume i#0 < Seq#Length(coins#0);
        assert 0 <= i#0 && i#0 < Seq#Length(coins#0);
        assume $Unbox(Seq#Index(coins#0, i#0)): int > 0;
    }
    else
    {
        assume LitInt(0) <= i#0 && i#0 < Seq#Length(coins#0)
           ==> $Unbox(Seq#Index(coins#0, i#0)): int > 0;
    }

    assume (forall i#1: int :: 
      { $Unbox(Seq#Index(coins#0, i#1)): int } 
      true
         ==> 
        LitInt(0) <= i#1 && i#1 < Seq#Length(coins#0)
         ==> $Unbox(Seq#Index(coins#0, i#1)): int > 0);
    havoc $Heap;
    assume (forall<alpha> $o: ref, $f: Field alpha :: 
      { read($Heap, $o, $f) } 
      $o != null && read(old($Heap), $o, alloc)
         ==> read($Heap, $o, $f) == read(old($Heap), $o, $f) || $o == this);
    assume $HeapSucc(old($Heap), $Heap);
    havoc bought#0, used#0;
    assume {:captureState "src/Vending.dfy(103,43): post-state"} true;
    assume _module.Machine.Valid#canCall($Heap, this);
    assume _module.Machine.Valid($Heap, this);
    assert $IsAlloc(this, Tclass._module.Machine(), old($Heap));
    assume _module.Machine.price(this) == _module.Machine.price(this);
    assert $IsAlloc(this, Tclass._module.Machine(), old($Heap));
    assume read($Heap, this, _module.Machine.initialStock)
       == read(old($Heap), this, _module.Machine.initialStock);
    assume used#0 <= Seq#Length(coins#0);
    if (*)
    {
        assume bought#0;
        assert $IsAlloc(this, Tclass._module.Machine(), old($Heap));
        assume read($Heap, this, _module.Machine.sold)
           == read(old($Heap), this, _module.Machine.sold) + 1;
        assume _module.State.Dispensing_q(read($Heap, this, _module.Machine.state));
    }
    else
    {
        assume bought#0
           ==> read($Heap, this, _module.Machine.sold)
               == read(old($Heap), this, _module.Machine.sold) + 1
             && _module.State.Dispensing_q(read($Heap, this, _module.Machine.state));
    }

    if (*)
    {
        assume !bought#0;
        assert $IsAlloc(this, Tclass._module.Machine(), old($Heap));
        assume read($Heap, this, _module.Machine.sold)
           == read(old($Heap), this, _module.Machine.sold);
        assume !_module.State.Dispensing_q(read($Heap, this, _module.Machine.state));
    }
    else
    {
        assume !bought#0
           ==> read($Heap, this, _module.Machine.sold)
               == read(old($Heap), this, _module.Machine.sold)
             && !_module.State.Dispensing_q(read($Heap, this, _module.Machine.state));
    }
}



procedure Call$$_module.Machine.BuyOne(this: ref
       where this != null
         && 
        $Is(this, Tclass._module.Machine())
         && $IsAlloc(this, Tclass._module.Machine(), $Heap), 
    coins#0: Seq Box
       where $Is(coins#0, TSeq(Tclass._System.nat()))
         && $IsAlloc(coins#0, TSeq(Tclass._System.nat()), $Heap))
   returns (bought#0: bool, used#0: int where LitInt(0) <= used#0);
  // user-defined preconditions
  requires _module.Machine.Valid#canCall($Heap, this)
     ==> _module.Machine.Valid($Heap, this) || _module.Machine.price(this) > 0;
  requires _module.Machine.Valid#canCall($Heap, this)
     ==> _module.Machine.Valid($Heap, this)
       || read($Heap, this, _module.Machine.stock)
           + read($Heap, this, _module.Machine.sold)
         == read($Heap, this, _module.Machine.initialStock);
  requires _module.Machine.Valid#canCall($Heap, this)
     ==> _module.Machine.Valid($Heap, this)
       || read($Heap, this, _module.Machine.takings)
         == Mul(read($Heap, this, _module.Machine.sold), _module.Machine.price(this));
  requires _module.Machine.Valid#canCall($Heap, this)
     ==> _module.Machine.Valid($Heap, this)
       || (_module.State.Paying_q(read($Heap, this, _module.Machine.state))
         ==> _module.State.credit(read($Heap, this, _module.Machine.state))
           < _module.Machine.price(this));
  requires _module.Machine.Valid#canCall($Heap, this)
     ==> _module.Machine.Valid($Heap, this)
       || (_module.State.Paying_q(read($Heap, this, _module.Machine.state))
         ==> read($Heap, this, _module.Machine.stock) > 0);
  requires _module.State#Equal(read($Heap, this, _module.Machine.state), #_module.State.Idle());
  requires read($Heap, this, _module.Machine.stock) > 0;
  requires (forall i#1: int :: 
    { $Unbox(Seq#Index(coins#0, i#1)): int } 
    true
       ==> 
      LitInt(0) <= i#1 && i#1 < Seq#Length(coins#0)
       ==> $Unbox(Seq#Index(coins#0, i#1)): int > 0);
  modifies $Heap, $Tick;
  // user-defined postconditions
  free ensures _module.Machine.Valid#canCall($Heap, this);
  free ensures _module.Machine.Valid#canCall($Heap, this)
     && 
    _module.Machine.Valid($Heap, this)
     && 
    _module.Machine.price(this) > 0
     && read($Heap, this, _module.Machine.stock)
         + read($Heap, this, _module.Machine.sold)
       == read($Heap, this, _module.Machine.initialStock)
     && read($Heap, this, _module.Machine.takings)
       == Mul(read($Heap, this, _module.Machine.sold), _module.Machine.price(this))
     && (_module.State.Paying_q(read($Heap, this, _module.Machine.state))
       ==> _module.State.credit(read($Heap, this, _module.Machine.state))
           < _module.Machine.price(this)
         && read($Heap, this, _module.Machine.stock) > 0);
  ensures _module.Machine.price(this) == _module.Machine.price(this);
  ensures read($Heap, this, _module.Machine.initialStock)
     == read(old($Heap), this, _module.Machine.initialStock);
  free ensures true;
  ensures used#0 <= Seq#Length(coins#0);
  free ensures true;
  ensures bought#0
     ==> read($Heap, this, _module.Machine.sold)
       == read(old($Heap), this, _module.Machine.sold) + 1;
  ensures bought#0
     ==> _module.State.Dispensing_q(read($Heap, this, _module.Machine.state));
  free ensures true;
  ensures !bought#0
     ==> read($Heap, this, _module.Machine.sold)
       == read(old($Heap), this, _module.Machine.sold);
  ensures !bought#0
     ==> !_module.State.Dispensing_q(read($Heap, this, _module.Machine.state));
  // frame condition
  free ensures (forall<alpha> $o: ref, $f: Field alpha :: 
    { read($Heap, $o, $f) } 
    $o != null && read(old($Heap), $o, alloc)
       ==> read($Heap, $o, $f) == read(old($Heap), $o, $f) || $o == this);
  // boilerplate
  free ensures $HeapSucc(old($Heap), $Heap);



procedure Impl$$_module.Machine.BuyOne(this: ref
       where this != null
         && 
        $Is(this, Tclass._module.Machine())
         && $IsAlloc(this, Tclass._module.Machine(), $Heap), 
    coins#0: Seq Box
       where $Is(coins#0, TSeq(Tclass._System.nat()))
         && $IsAlloc(coins#0, TSeq(Tclass._System.nat()), $Heap))
   returns (bought#0: bool, used#0: int where LitInt(0) <= used#0, $_reverifyPost: bool);
  free requires 10 == $FunctionContextHeight;
  // user-defined preconditions
  free requires _module.Machine.Valid#canCall($Heap, this)
     && 
    _module.Machine.Valid($Heap, this)
     && 
    _module.Machine.price(this) > 0
     && read($Heap, this, _module.Machine.stock)
         + read($Heap, this, _module.Machine.sold)
       == read($Heap, this, _module.Machine.initialStock)
     && read($Heap, this, _module.Machine.takings)
       == Mul(read($Heap, this, _module.Machine.sold), _module.Machine.price(this))
     && (_module.State.Paying_q(read($Heap, this, _module.Machine.state))
       ==> _module.State.credit(read($Heap, this, _module.Machine.state))
           < _module.Machine.price(this)
         && read($Heap, this, _module.Machine.stock) > 0);
  requires _module.State#Equal(read($Heap, this, _module.Machine.state), #_module.State.Idle());
  requires read($Heap, this, _module.Machine.stock) > 0;
  requires (forall i#1: int :: 
    { $Unbox(Seq#Index(coins#0, i#1)): int } 
    true
       ==> 
      LitInt(0) <= i#1 && i#1 < Seq#Length(coins#0)
       ==> $Unbox(Seq#Index(coins#0, i#1)): int > 0);
  modifies $Heap, $Tick;
  // user-defined postconditions
  free ensures _module.Machine.Valid#canCall($Heap, this);
  ensures _module.Machine.Valid#canCall($Heap, this)
     ==> _module.Machine.Valid($Heap, this) || _module.Machine.price(this) > 0;
  ensures _module.Machine.Valid#canCall($Heap, this)
     ==> _module.Machine.Valid($Heap, this)
       || read($Heap, this, _module.Machine.stock)
           + read($Heap, this, _module.Machine.sold)
         == read($Heap, this, _module.Machine.initialStock);
  ensures _module.Machine.Valid#canCall($Heap, this)
     ==> _module.Machine.Valid($Heap, this)
       || read($Heap, this, _module.Machine.takings)
         == Mul(read($Heap, this, _module.Machine.sold), _module.Machine.price(this));
  ensures _module.Machine.Valid#canCall($Heap, this)
     ==> _module.Machine.Valid($Heap, this)
       || (_module.State.Paying_q(read($Heap, this, _module.Machine.state))
         ==> _module.State.credit(read($Heap, this, _module.Machine.state))
           < _module.Machine.price(this));
  ensures _module.Machine.Valid#canCall($Heap, this)
     ==> _module.Machine.Valid($Heap, this)
       || (_module.State.Paying_q(read($Heap, this, _module.Machine.state))
         ==> read($Heap, this, _module.Machine.stock) > 0);
  ensures _module.Machine.price(this) == _module.Machine.price(this);
  ensures read($Heap, this, _module.Machine.initialStock)
     == read(old($Heap), this, _module.Machine.initialStock);
  free ensures true;
  ensures used#0 <= Seq#Length(coins#0);
  free ensures true;
  ensures bought#0
     ==> read($Heap, this, _module.Machine.sold)
       == read(old($Heap), this, _module.Machine.sold) + 1;
  ensures bought#0
     ==> _module.State.Dispensing_q(read($Heap, this, _module.Machine.state));
  free ensures true;
  ensures !bought#0
     ==> read($Heap, this, _module.Machine.sold)
       == read(old($Heap), this, _module.Machine.sold);
  ensures !bought#0
     ==> !_module.State.Dispensing_q(read($Heap, this, _module.Machine.state));
  // frame condition
  free ensures (forall<alpha> $o: ref, $f: Field alpha :: 
    { read($Heap, $o, $f) } 
    $o != null && read(old($Heap), $o, alloc)
       ==> read($Heap, $o, $f) == read(old($Heap), $o, $f) || $o == this);
  // boilerplate
  free ensures $HeapSucc(old($Heap), $Heap);



implementation Impl$$_module.Machine.BuyOne(this: ref, coins#0: Seq Box)
   returns (bought#0: bool, used#0: int, $_reverifyPost: bool)
{
  var $_Frame: <beta>[ref,Field beta]bool;
  var $PreLoopHeap$loop#0: Heap;
  var $decr_init$loop#00: int;
  var $decr_init$loop#01: int;
  var $w$loop#0: bool;
  var $decr$loop#00: int;
  var $decr$loop#01: int;
  var $rhs##0_0: bool;
  var c##0_0: int;

    // AddMethodImpl: BuyOne, Impl$$_module.Machine.BuyOne
    $_Frame := (lambda<alpha> $o: ref, $f: Field alpha :: 
      $o != null && read($Heap, $o, alloc) ==> $o == this);
    assume {:captureState "src/Vending.dfy(107,2): initial state"} true;
    $_reverifyPost := false;
    // ----- assignment statement ----- src/Vending.dfy(108,10)
    assume true;
    assume true;
    assert $Is(LitInt(0), Tclass._System.nat());
    used#0 := LitInt(0);
    assume {:captureState "src/Vending.dfy(108,13)"} true;
    // ----- assignment statement ----- src/Vending.dfy(109,12)
    assume true;
    assume true;
    bought#0 := Lit(false);
    assume {:captureState "src/Vending.dfy(109,19)"} true;
    // ----- while statement ----- src/Vending.dfy(110,5)
    // Assume Fuel Constant
    $PreLoopHeap$loop#0 := $Heap;
    $decr_init$loop#00 := Seq#Length(coins#0) - used#0;
    $decr_init$loop#01 := (if bought#0 then 0 else 1);
    havoc $w$loop#0;
    while (true)
      free invariant $w$loop#0 ==> _module.Machine.Valid#canCall($Heap, this);
      invariant $w$loop#0
         ==> 
        _module.Machine.Valid#canCall($Heap, this)
         ==> _module.Machine.Valid($Heap, this) || _module.Machine.price(this) > 0;
      invariant $w$loop#0
         ==> 
        _module.Machine.Valid#canCall($Heap, this)
         ==> _module.Machine.Valid($Heap, this)
           || read($Heap, this, _module.Machine.stock)
               + read($Heap, this, _module.Machine.sold)
             == read($Heap, this, _module.Machine.initialStock);
      invariant $w$loop#0
         ==> 
        _module.Machine.Valid#canCall($Heap, this)
         ==> _module.Machine.Valid($Heap, this)
           || read($Heap, this, _module.Machine.takings)
             == Mul(read($Heap, this, _module.Machine.sold), _module.Machine.price(this));
      invariant $w$loop#0
         ==> 
        _module.Machine.Valid#canCall($Heap, this)
         ==> _module.Machine.Valid($Heap, this)
           || (_module.State.Paying_q(read($Heap, this, _module.Machine.state))
             ==> _module.State.credit(read($Heap, this, _module.Machine.state))
               < _module.Machine.price(this));
      invariant $w$loop#0
         ==> 
        _module.Machine.Valid#canCall($Heap, this)
         ==> _module.Machine.Valid($Heap, this)
           || (_module.State.Paying_q(read($Heap, this, _module.Machine.state))
             ==> read($Heap, this, _module.Machine.stock) > 0);
      free invariant $w$loop#0
         ==> _module.Machine.Valid#canCall($Heap, this)
           && 
          _module.Machine.Valid($Heap, this)
           && 
          _module.Machine.price(this) > 0
           && read($Heap, this, _module.Machine.stock)
               + read($Heap, this, _module.Machine.sold)
             == read($Heap, this, _module.Machine.initialStock)
           && read($Heap, this, _module.Machine.takings)
             == Mul(read($Heap, this, _module.Machine.sold), _module.Machine.price(this))
           && (_module.State.Paying_q(read($Heap, this, _module.Machine.state))
             ==> _module.State.credit(read($Heap, this, _module.Machine.state))
                 < _module.Machine.price(this)
               && read($Heap, this, _module.Machine.stock) > 0);
      invariant $w$loop#0 ==> _module.Machine.price(this) == _module.Machine.price(this);
      invariant $w$loop#0
         ==> read($Heap, this, _module.Machine.initialStock)
           == read(old($Heap), this, _module.Machine.initialStock);
      free invariant $w$loop#0 ==> true;
      invariant $w$loop#0 ==> LitInt(0) <= used#0;
      invariant $w$loop#0 ==> used#0 <= Seq#Length(coins#0);
      free invariant $w$loop#0 ==> true;
      invariant $w$loop#0
         ==> 
        !bought#0
         ==> read($Heap, this, _module.Machine.sold)
           == read(old($Heap), this, _module.Machine.sold);
      invariant $w$loop#0
         ==> 
        !bought#0
         ==> read($Heap, this, _module.Machine.stock)
           == read(old($Heap), this, _module.Machine.stock);
      invariant $w$loop#0
         ==> 
        !bought#0
         ==> _module.State.Idle_q(read($Heap, this, _module.Machine.state))
           || _module.State.Paying_q(read($Heap, this, _module.Machine.state));
      free invariant $w$loop#0 ==> true;
      invariant $w$loop#0
         ==> 
        bought#0
         ==> read($Heap, this, _module.Machine.sold)
           == read(old($Heap), this, _module.Machine.sold) + 1;
      invariant $w$loop#0
         ==> 
        bought#0
         ==> _module.State.Dispensing_q(read($Heap, this, _module.Machine.state));
      free invariant (forall<alpha> $o: ref, $f: Field alpha :: 
        { read($Heap, $o, $f) } 
        $o != null && read(old($Heap), $o, alloc)
           ==> read($Heap, $o, $f) == read($PreLoopHeap$loop#0, $o, $f) || $o == this);
      free invariant $HeapSucc($PreLoopHeap$loop#0, $Heap);
      free invariant (forall<alpha> $o: ref, $f: Field alpha :: 
        { read($Heap, $o, $f) } 
        $o != null && read($PreLoopHeap$loop#0, $o, alloc)
           ==> read($Heap, $o, $f) == read($PreLoopHeap$loop#0, $o, $f) || $_Frame[$o, $f]);
      free invariant Seq#Length(coins#0) - used#0 <= $decr_init$loop#00
         && (Seq#Length(coins#0) - used#0 == $decr_init$loop#00
           ==> (if bought#0 then 0 else 1) <= $decr_init$loop#01
             && ((if bought#0 then 0 else 1) == $decr_init$loop#01 ==> true));
    {
        assume {:captureState "src/Vending.dfy(110,4): after some loop iterations"} true;
        if (!$w$loop#0)
        {
            assume _module.Machine.Valid#canCall($Heap, this);
            if (_module.Machine.Valid($Heap, this))
            {
                assert $IsAlloc(this, Tclass._module.Machine(), old($Heap));
            }

            if (_module.Machine.Valid($Heap, this)
               && _module.Machine.price(this) == _module.Machine.price(this))
            {
                assert $IsAlloc(this, Tclass._module.Machine(), old($Heap));
            }

            assume _module.Machine.Valid#canCall($Heap, this);
            assume _module.Machine.Valid($Heap, this)
               && _module.Machine.price(this) == _module.Machine.price(this)
               && read($Heap, this, _module.Machine.initialStock)
                 == read(old($Heap), this, _module.Machine.initialStock);
            if (LitInt(0) <= used#0)
            {
            }

            assume true;
            assume LitInt(0) <= used#0 && used#0 <= Seq#Length(coins#0);
            if (!bought#0)
            {
                assert $IsAlloc(this, Tclass._module.Machine(), old($Heap));
                if (read($Heap, this, _module.Machine.sold)
                   == read(old($Heap), this, _module.Machine.sold))
                {
                    assert $IsAlloc(this, Tclass._module.Machine(), old($Heap));
                }

                if (read($Heap, this, _module.Machine.sold)
                     == read(old($Heap), this, _module.Machine.sold)
                   && read($Heap, this, _module.Machine.stock)
                     == read(old($Heap), this, _module.Machine.stock))
                {
                    if (!_module.State.Idle_q(read($Heap, this, _module.Machine.state)))
                    {
                    }
                }
            }

            assume true;
            assume !bought#0
               ==> read($Heap, this, _module.Machine.sold)
                   == read(old($Heap), this, _module.Machine.sold)
                 && read($Heap, this, _module.Machine.stock)
                   == read(old($Heap), this, _module.Machine.stock)
                 && (_module.State.Idle_q(read($Heap, this, _module.Machine.state))
                   || _module.State.Paying_q(read($Heap, this, _module.Machine.state)));
            if (bought#0)
            {
                assert $IsAlloc(this, Tclass._module.Machine(), old($Heap));
                if (read($Heap, this, _module.Machine.sold)
                   == read(old($Heap), this, _module.Machine.sold) + 1)
                {
                }
            }

            assume true;
            assume bought#0
               ==> read($Heap, this, _module.Machine.sold)
                   == read(old($Heap), this, _module.Machine.sold) + 1
                 && _module.State.Dispensing_q(read($Heap, this, _module.Machine.state));
            assume true;
            if (bought#0)
            {
            }
            else
            {
            }

            assume true;
            assume false;
        }

        if (used#0 < Seq#Length(coins#0))
        {
        }

        assume true;
        if (!(used#0 < Seq#Length(coins#0) && !bought#0))
        {
            break;
        }

        $decr$loop#00 := Seq#Length(coins#0) - used#0;
        $decr$loop#01 := (if bought#0 then 0 else 1);
        // ----- call statement ----- src/Vending.dfy(117,27)
        assume true;
        // TrCallStmt: Adding lhs Microsoft.Dafny.IdentifierExpr with type bool
        // TrCallStmt: Before ProcessCallStmt
        assert 0 <= used#0 && used#0 < Seq#Length(coins#0);
        assume true;
        // ProcessCallStmt: CheckSubrange
        c##0_0 := $Unbox(Seq#Index(coins#0, used#0)): int;
        assert (forall<alpha> $o: ref, $f: Field alpha :: 
          $o != null && read($Heap, $o, alloc) && $o == this ==> $_Frame[$o, $f]);
        // ProcessCallStmt: Make the call
        call $rhs##0_0 := Call$$_module.Machine.InsertCoin(this, c##0_0);
        // TrCallStmt: After ProcessCallStmt
        bought#0 := $rhs##0_0;
        assume {:captureState "src/Vending.dfy(117,39)"} true;
        // ----- assignment statement ----- src/Vending.dfy(118,12)
        assume true;
        assume true;
        assert $Is(used#0 + 1, Tclass._System.nat());
        used#0 := used#0 + 1;
        assume {:captureState "src/Vending.dfy(118,22)"} true;
        // ----- loop termination check ----- src/Vending.dfy(110,5)
        assert 0 <= $decr$loop#00 || Seq#Length(coins#0) - used#0 == $decr$loop#00;
        assert 0 <= $decr$loop#01
           || Seq#Length(coins#0) - used#0 < $decr$loop#00
           || (if bought#0 then 0 else 1) == $decr$loop#01;
        assert Seq#Length(coins#0) - used#0 < $decr$loop#00
           || (Seq#Length(coins#0) - used#0 == $decr$loop#00
             && (if bought#0 then 0 else 1) < $decr$loop#01);
        assume _module.Machine.Valid#canCall($Heap, this);
        assume true;
        assume true;
        assume true;
    }
}



// _module.Machine: subset type $Is
axiom (forall c#0: ref :: 
  { $Is(c#0, Tclass._module.Machine()) } 
  $Is(c#0, Tclass._module.Machine())
     <==> $Is(c#0, Tclass._module.Machine?()) && c#0 != null);

// _module.Machine: subset type $IsAlloc
axiom (forall c#0: ref, $h: Heap :: 
  { $IsAlloc(c#0, Tclass._module.Machine(), $h) } 
  $IsAlloc(c#0, Tclass._module.Machine(), $h)
     <==> $IsAlloc(c#0, Tclass._module.Machine?(), $h));

const unique class._module.__default: ClassName;

function Tclass._module.__default() : Ty;

// Tclass._module.__default Tag
axiom Tag(Tclass._module.__default()) == Tagclass._module.__default;

const unique Tagclass._module.__default: TyTag;

// Box/unbox axiom for Tclass._module.__default
axiom (forall bx: Box :: 
  { $IsBox(bx, Tclass._module.__default()) } 
  $IsBox(bx, Tclass._module.__default())
     ==> $Box($Unbox(bx): ref) == bx && $Is($Unbox(bx): ref, Tclass._module.__default()));

// _default: Class $Is
axiom (forall $o: ref :: 
  { $Is($o, Tclass._module.__default()) } 
  $Is($o, Tclass._module.__default())
     <==> $o == null || dtype($o) == Tclass._module.__default());

// _default: Class $IsAlloc
axiom (forall $o: ref, $h: Heap :: 
  { $IsAlloc($o, Tclass._module.__default(), $h) } 
  $IsAlloc($o, Tclass._module.__default(), $h)
     <==> $o == null || read($h, $o, alloc));

// function declaration for _module._default.Credit
function _module.__default.Credit(s#0: DatatypeType) : int;

function _module.__default.Credit#canCall(s#0: DatatypeType) : bool;

// consequence axiom for _module.__default.Credit
axiom 5 <= $FunctionContextHeight
   ==> (forall s#0: DatatypeType :: 
    { _module.__default.Credit(s#0) } 
    _module.__default.Credit#canCall(s#0)
         || (5 != $FunctionContextHeight && $Is(s#0, Tclass._module.State()))
       ==> LitInt(0) <= _module.__default.Credit(s#0));

function _module.__default.Credit#requires(DatatypeType) : bool;

// #requires axiom for _module.__default.Credit
axiom (forall s#0: DatatypeType :: 
  { _module.__default.Credit#requires(s#0) } 
  $Is(s#0, Tclass._module.State())
     ==> _module.__default.Credit#requires(s#0) == true);

// definition axiom for _module.__default.Credit(revealed)
axiom 5 <= $FunctionContextHeight
   ==> (forall s#0: DatatypeType :: 
    { _module.__default.Credit(s#0) } 
    _module.__default.Credit#canCall(s#0)
         || (5 != $FunctionContextHeight && $Is(s#0, Tclass._module.State()))
       ==> _module.__default.Credit(s#0)
         == (if _module.State.Paying_q(s#0) then _module.State.credit(s#0) else 0));

// definition axiom for _module.__default.Credit for all literals(revealed)
axiom 5 <= $FunctionContextHeight
   ==> (forall s#0: DatatypeType :: 
    {:weight 3} { _module.__default.Credit(Lit(s#0)) } 
    _module.__default.Credit#canCall(Lit(s#0))
         || (5 != $FunctionContextHeight && $Is(s#0, Tclass._module.State()))
       ==> _module.__default.Credit(Lit(s#0))
         == (if _module.State.Paying_q(Lit(s#0)) then _module.State.credit(Lit(s#0)) else 0));

procedure CheckWellformed$$_module.__default.Credit(s#0: DatatypeType where $Is(s#0, Tclass._module.State()));
  free requires 5 == $FunctionContextHeight;
  modifies $Heap, $Tick;



implementation CheckWellformed$$_module.__default.Credit(s#0: DatatypeType)
{
  var $_Frame: <beta>[ref,Field beta]bool;


    // AddWellformednessCheck for function Credit
    assume {:captureState "src/Vending.dfy(4,16): initial state"} true;
    $_Frame := (lambda<alpha> $o: ref, $f: Field alpha :: 
      $o != null && read($Heap, $o, alloc) ==> false);
    if (*)
    {
        assume LitInt(0) <= _module.__default.Credit(s#0);
        assume false;
    }
    else
    {
        $_Frame := (lambda<alpha> $o: ref, $f: Field alpha :: 
          $o != null && read($Heap, $o, alloc) ==> false);
        if (_module.State.Paying_q(s#0))
        {
            assert _module.State.Paying_q(s#0);
            assume _module.__default.Credit(s#0) == _module.State.credit(s#0);
            assume true;
            // CheckWellformedWithResult: any expression
            assume $Is(_module.__default.Credit(s#0), Tclass._System.nat());
        }
        else
        {
            assert $Is(LitInt(0), Tclass._System.nat());
            assume _module.__default.Credit(s#0) == LitInt(0);
            assume true;
            // CheckWellformedWithResult: any expression
            assume $Is(_module.__default.Credit(s#0), Tclass._System.nat());
        }
    }
}



procedure CheckWellformed$$_module.__default.Main();
  free requires 12 == $FunctionContextHeight;
  modifies $Heap, $Tick;



procedure Call$$_module.__default.Main();
  modifies $Heap, $Tick;
  // frame condition
  free ensures (forall<alpha> $o: ref, $f: Field alpha :: 
    { read($Heap, $o, $f) } 
    $o != null && read(old($Heap), $o, alloc)
       ==> read($Heap, $o, $f) == read(old($Heap), $o, $f));
  // boilerplate
  free ensures $HeapSucc(old($Heap), $Heap);



procedure Impl$$_module.__default.Main() returns ($_reverifyPost: bool);
  free requires 12 == $FunctionContextHeight;
  modifies $Heap, $Tick;
  // frame condition
  free ensures (forall<alpha> $o: ref, $f: Field alpha :: 
    { read($Heap, $o, $f) } 
    $o != null && read(old($Heap), $o, alloc)
       ==> read($Heap, $o, $f) == read(old($Heap), $o, $f));
  // boilerplate
  free ensures $HeapSucc(old($Heap), $Heap);



implementation Impl$$_module.__default.Main() returns ($_reverifyPost: bool)
{
  var $_Frame: <beta>[ref,Field beta]bool;
  var m#0: ref
     where $Is(m#0, Tclass._module.Machine())
       && $IsAlloc(m#0, Tclass._module.Machine(), $Heap);
  var $nw: ref;
  var p##0: int;
  var items##0: int;
  var v#0: bool;
  var $rhs##0: bool;
  var c##0: int;
  var $rhs##1: bool;
  var c##1: int;
  var ch#0: int where LitInt(0) <= ch#0;
  var $rhs##2: int where LitInt(0) <= $rhs##2;

    // AddMethodImpl: Main, Impl$$_module.__default.Main
    $_Frame := (lambda<alpha> $o: ref, $f: Field alpha :: 
      $o != null && read($Heap, $o, alloc) ==> false);
    assume {:captureState "src/Vending.dfy(124,0): initial state"} true;
    $_reverifyPost := false;
    // ----- assignment statement ----- src/Vending.dfy(125,9)
    assume true;
    // ----- init call statement ----- src/Vending.dfy(125,12)
    // TrCallStmt: Before ProcessCallStmt
    assume true;
    // ProcessCallStmt: CheckSubrange
    assert $Is(LitInt(3), Tclass._System.nat());
    p##0 := LitInt(3);
    assume true;
    // ProcessCallStmt: CheckSubrange
    assert $Is(LitInt(2), Tclass._System.nat());
    items##0 := LitInt(2);
    assert (forall<alpha> $o: ref, $f: Field alpha :: false ==> $_Frame[$o, $f]);
    // ProcessCallStmt: Make the call
    call $nw := Call$$_module.Machine.__ctor(p##0, items##0);
    // TrCallStmt: After ProcessCallStmt
    assume {:captureState "src/Vending.dfy(125,28)"} true;
    m#0 := $nw;
    assume {:captureState "src/Vending.dfy(125,28)"} true;
    // ----- call statement ----- src/Vending.dfy(126,24)
    assume true;
    // TrCallStmt: Adding lhs Microsoft.Dafny.AutoGhostIdentifierExpr with type bool
    // TrCallStmt: Before ProcessCallStmt
    assert m#0 != null;
    assume true;
    // ProcessCallStmt: CheckSubrange
    assert $Is(LitInt(2), Tclass._System.nat());
    c##0 := LitInt(2);
    assert (forall<alpha> $o: ref, $f: Field alpha :: 
      $o != null && read($Heap, $o, alloc) && $o == m#0 ==> $_Frame[$o, $f]);
    // ProcessCallStmt: Make the call
    call $rhs##0 := Call$$_module.Machine.InsertCoin(m#0, c##0);
    // TrCallStmt: After ProcessCallStmt
    v#0 := $rhs##0;
    assume {:captureState "src/Vending.dfy(126,26)"} true;
    // ----- assert statement ----- src/Vending.dfy(127,3)
    assume true;
    assert !v#0;
    // ----- call statement ----- src/Vending.dfy(128,20)
    assume true;
    // TrCallStmt: Adding lhs Microsoft.Dafny.IdentifierExpr with type bool
    // TrCallStmt: Before ProcessCallStmt
    assert m#0 != null;
    assume true;
    // ProcessCallStmt: CheckSubrange
    assert $Is(LitInt(2), Tclass._System.nat());
    c##1 := LitInt(2);
    assert (forall<alpha> $o: ref, $f: Field alpha :: 
      $o != null && read($Heap, $o, alloc) && $o == m#0 ==> $_Frame[$o, $f]);
    // ProcessCallStmt: Make the call
    call $rhs##1 := Call$$_module.Machine.InsertCoin(m#0, c##1);
    // TrCallStmt: After ProcessCallStmt
    v#0 := $rhs##1;
    assume {:captureState "src/Vending.dfy(128,22)"} true;
    // ----- assert statement ----- src/Vending.dfy(129,3)
    assume true;
    assert v#0;
    // ----- call statement ----- src/Vending.dfy(130,25)
    assume true;
    // TrCallStmt: Adding lhs Microsoft.Dafny.AutoGhostIdentifierExpr with type nat
    // TrCallStmt: Before ProcessCallStmt
    assert m#0 != null;
    assert (forall<alpha> $o: ref, $f: Field alpha :: 
      $o != null && read($Heap, $o, alloc) && $o == m#0 ==> $_Frame[$o, $f]);
    // ProcessCallStmt: Make the call
    call $rhs##2 := Call$$_module.Machine.TakeChange(m#0);
    // TrCallStmt: After ProcessCallStmt
    ch#0 := $rhs##2;
    assume {:captureState "src/Vending.dfy(130,26)"} true;
    // ----- assert statement ----- src/Vending.dfy(131,3)
    assume true;
    assert ch#0 == LitInt(1);
    // ----- assert statement ----- src/Vending.dfy(132,3)
    assert {:subsumption 0} m#0 != null;
    assume true;
    assert read($Heap, m#0, _module.Machine.takings) == LitInt(3);
}



const unique field$state: NameFamily;

const unique field$stock: NameFamily;

const unique field$takings: NameFamily;

const unique field$sold: NameFamily;

const unique field$initialStock: NameFamily;
