// A bank account with deposit/withdraw/transfer over a global balance map.
// Shows: `type` synonym-free user type, `const unique`, `var ... where`, `old`, `modifies`, `requires`.
type Account;
const unique alice: Account;
const unique bob: Account;
var balance: [Account]int where (forall x: Account :: balance[x] >= 0);

procedure Deposit(acc: Account, amount: int)
  requires amount > 0;
  requires (forall x: Account :: balance[x] >= 0);
  modifies balance;
  ensures balance[acc] == old(balance[acc]) + amount;
  ensures (forall x: Account :: x != acc ==> balance[x] == old(balance[x]));
  ensures (forall x: Account :: balance[x] >= 0);
{
  balance[acc] := balance[acc] + amount;
}

procedure Withdraw(acc: Account, amount: int)
  requires amount > 0 && amount <= balance[acc];
  requires (forall x: Account :: balance[x] >= 0);
  modifies balance;
  ensures balance[acc] == old(balance[acc]) - amount;
  ensures (forall x: Account :: x != acc ==> balance[x] == old(balance[x]));
  ensures (forall x: Account :: balance[x] >= 0);
{
  balance[acc] := balance[acc] - amount;
}

procedure Transfer(from: Account, to: Account, amount: int)
  requires from != to;
  requires amount > 0 && amount <= balance[from];
  requires (forall x: Account :: balance[x] >= 0);
  modifies balance;
  ensures balance[from] + balance[to] == old(balance[from]) + old(balance[to]);
  ensures (forall x: Account :: balance[x] >= 0);
{
  call Withdraw(from, amount);
  call Deposit(to, amount);
}

procedure Main()
  requires balance[alice] == 100 && balance[bob] == 0;
  requires (forall x: Account :: balance[x] >= 0);
  modifies balance;
{
  call Transfer(alice, bob, 30);
  assert balance[alice] + balance[bob] == 100;
}
