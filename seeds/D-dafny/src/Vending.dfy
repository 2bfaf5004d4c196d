// Dafny seed: a vending machine as a state machine (idle, paying, dispensing) with an invariant tying credit, stock and takings, and a trace of steps.
datatype State = Idle | Paying(credit: nat) | Dispensing(change: nat)

function method Credit(s: State): nat
{
  if s.Paying? then s.credit else 0
}

class Machine {
  var state: State
  var stock: nat
  var takings: nat
  const price: nat
  ghost var sold: nat
  ghost var initialStock: nat

  predicate Valid()
    reads this
  {
    price > 0 &&
    stock + sold == initialStock &&
    takings == sold * price &&
    (state.Paying? ==> state.credit < price && stock > 0)
  }

  constructor (p: nat, items: nat)
    requires p > 0
    ensures Valid() && state == Idle && stock == items && price == p && sold == 0
  {
    price := p;
    stock := items;
    takings := 0;
    state := Idle;
    sold := 0;
    initialStock := items;
  }

  method InsertCoin(c: nat) returns (vended: bool)
    requires Valid() && c > 0
    requires state.Idle? || state.Paying?
    requires stock > 0
    modifies this
    ensures Valid() && price == old(price) && initialStock == old(initialStock)
    ensures vended <==> Credit(old(state)) + c >= price
    ensures vended ==> state == Dispensing(Credit(old(state)) + c - price)
    ensures vended ==> sold == old(sold) + 1 && stock == old(stock) - 1
    ensures !vended ==> state == Paying(Credit(old(state)) + c) && sold == old(sold) && stock == old(stock)
  {
    var credit := Credit(state) + c;
    if credit >= price {
      assert (sold + 1) * price == sold * price + price;
      stock := stock - 1;
      sold := sold + 1;
      takings := takings + price;
      state := Dispensing(credit - price);
      vended := true;
    } else {
      state := Paying(credit);
      vended := false;
    }
  }

  method Cancel() returns (refund: nat)
    requires Valid()
    modifies this
    ensures Valid() && state == Idle && sold == old(sold) && stock == old(stock)
    ensures price == old(price) && initialStock == old(initialStock)
    ensures refund == Credit(old(state))
  {
    refund := Credit(state);
    if !state.Dispensing? {
      state := Idle;
    } else {
      refund := 0;
      state := Idle;
    }
  }

  method TakeChange() returns (change: nat)
    requires Valid() && state.Dispensing?
    modifies this
    ensures Valid() && state == Idle && change == old(state).change
    ensures sold == old(sold) && stock == old(stock) && price == old(price) && initialStock == old(initialStock)
  {
    change := state.change;
    state := Idle;
  }

  method Restock(n: nat)
    requires Valid() && !state.Paying?
    modifies this
    ensures Valid() && stock == old(stock) + n && sold == old(sold)
    ensures state == old(state) && price == old(price)
  {
    stock := stock + n;
    initialStock := initialStock + n;
  }

  method BuyOne(coins: seq<nat>) returns (bought: bool, used: nat)
    requires Valid() && state == Idle && stock > 0
    requires forall i :: 0 <= i < |coins| ==> coins[i] > 0
    modifies this
    ensures Valid() && price == old(price) && initialStock == old(initialStock)
    ensures used <= |coins|
    ensures bought ==> sold == old(sold) + 1 && state.Dispensing?
    ensures !bought ==> sold == old(sold) && !state.Dispensing?
  {
    used := 0;
    bought := false;
    while used < |coins| && !bought
      invariant Valid() && price == old(price) && initialStock == old(initialStock)
      invariant 0 <= used <= |coins|
      invariant !bought ==> sold == old(sold) && stock == old(stock) && (state.Idle? || state.Paying?)
      invariant bought ==> sold == old(sold) + 1 && state.Dispensing?
      decreases |coins| - used, if bought then 0 else 1
    {
      bought := InsertCoin(coins[used]);
      used := used + 1;
    }
  }
}

method Main()
{
  var m := new Machine(3, 2);
  var v := m.InsertCoin(2);
  assert !v;
  v := m.InsertCoin(2);
  assert v;
  var ch := m.TakeChange();
  assert ch == 1;
  assert m.takings == 3;
}
