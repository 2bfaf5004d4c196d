// Set theory over maps to bool: union, intersection, singleton axiomatized, subset as a function with a body.
// Shows: generic `type Set T = [T]bool`, polymorphic functions and axioms with triggers, `{:inline}`.
type Set T = [T]bool;

function Union<T>(a: Set T, b: Set T): Set T;
function Inter<T>(a: Set T, b: Set T): Set T;
function Singleton<T>(e: T): Set T;
axiom (forall<T> a: Set T, b: Set T, x: T :: { Union(a, b)[x] } Union(a, b)[x] <==> a[x] || b[x]);
axiom (forall<T> a: Set T, b: Set T, x: T :: { Inter(a, b)[x] } Inter(a, b)[x] <==> a[x] && b[x]);
axiom (forall<T> e: T, x: T :: { Singleton(e)[x] } Singleton(e)[x] <==> x == e);
function {:inline} Subset<T>(a: Set T, b: Set T): bool { (forall x: T :: a[x] ==> b[x]) }

procedure SetLaws(a: Set int, b: Set int, c: Set int)
  ensures Subset(Inter(a, b), a);
  ensures Subset(a, Union(a, b));
  ensures Subset(Inter(a, Union(b, c)), Union(Inter(a, b), Inter(a, c)));
{
}

procedure Members(a: Set int) returns (r: Set int)
  ensures r[3] && r[5];
  ensures Subset(a, r);
{
  r := Union(a, Union(Singleton(3), Singleton(5)));
}
