// Dafny seed: a bank ledger (an array of balances with a ghost total kept equal to their sum across deposits, withdrawals and transfers).
function SumTo(a: seq<int>, n: nat): int
  requires n <= |a|
{
  if n == 0 then 0 else SumTo(a, n - 1) + a[n - 1]
}

function Sum(a: seq<int>): int
{
  SumTo(a, |a|)
}

lemma SumToUpdate(a: seq<int>, i: nat, v: int, n: nat)
  requires i < |a| && n <= |a|
  ensures SumTo(a[i := v], n) == if i < n then SumTo(a, n) - a[i] + v else SumTo(a, n)
{
  if n > 0 {
    SumToUpdate(a, i, v, n - 1);
  }
}

lemma SumUpdate(a: seq<int>, i: nat, v: int)
  requires i < |a|
  ensures Sum(a[i := v]) == Sum(a) - a[i] + v
{
  SumToUpdate(a, i, v, |a|);
}

lemma SumNonNeg(a: seq<int>, n: nat)
  requires n <= |a|
  requires forall k :: 0 <= k < |a| ==> a[k] >= 0
  ensures SumTo(a, n) >= 0
{
  if n > 0 {
    SumNonNeg(a, n - 1);
  }
}

class Ledger {
  var balances: array<int>
  ghost var total: int

  predicate Valid()
    reads this, balances
  {
    (forall k :: 0 <= k < balances.Length ==> balances[k] >= 0) &&
    total == Sum(balances[..])
  }

  constructor (n: nat)
    ensures Valid() && fresh(balances) && balances.Length == n && total == 0
    ensures forall k :: 0 <= k < n ==> balances[k] == 0
  {
    balances := new int[n](_ => 0);
    new;
    ZeroSum(balances[..], n);
    total := 0;
  }

  static lemma ZeroSum(a: seq<int>, n: nat)
    requires n <= |a|
    requires forall k :: 0 <= k < |a| ==> a[k] == 0
    ensures SumTo(a, n) == 0
  {
    if n > 0 {
      ZeroSum(a, n - 1);
    }
  }

  method Deposit(acct: nat, amount: nat)
    requires Valid() && acct < balances.Length
    modifies balances, this
    ensures Valid() && balances == old(balances)
    ensures total == old(total) + amount
    ensures balances[..] == old(balances[..])[acct := old(balances[acct]) + amount]
  {
    SumUpdate(balances[..], acct, balances[acct] + amount);
    balances[acct] := balances[acct] + amount;
    total := total + amount;
  }

  method Withdraw(acct: nat, amount: nat) returns (ok: bool)
    requires Valid() && acct < balances.Length
    modifies balances, this
    ensures Valid() && balances == old(balances)
    ensures ok <==> old(balances[acct]) >= amount
    ensures ok ==> total == old(total) - amount
    ensures ok ==> balances[..] == old(balances[..])[acct := old(balances[acct]) - amount]
    ensures !ok ==> total == old(total) && balances[..] == old(balances[..])
  {
    if balances[acct] < amount {
      return false;
    }
    SumUpdate(balances[..], acct, balances[acct] - amount);
    balances[acct] := balances[acct] - amount;
    total := total - amount;
    ok := true;
  }

  method Transfer(from: nat, to: nat, amount: nat) returns (ok: bool)
    requires Valid() && from < balances.Length && to < balances.Length
    modifies balances, this
    ensures Valid() && balances == old(balances)
    ensures total == old(total)
    ensures ok <==> old(balances[from]) >= amount
  {
    ok := Withdraw(from, amount);
    if ok {
      Deposit(to, amount);
    }
  }

  method Audit() returns (s: int)
    requires Valid()
    ensures s == total && s >= 0
  {
    s := 0;
    var i := 0;
    while i < balances.Length
      invariant 0 <= i <= balances.Length
      invariant s == SumTo(balances[..], i)
    {
      s := s + balances[i];
      i := i + 1;
    }
    assert balances[..] == balances[..balances.Length];
    SumNonNeg(balances[..], balances.Length);
  }
}

method Main()
{
  var l := new Ledger(3);
  l.Deposit(0, 100);
  l.Deposit(1, 50);
  var ok := l.Transfer(0, 2, 30);
  assert ok;
  var s := l.Audit();
  assert s == 150;
}
