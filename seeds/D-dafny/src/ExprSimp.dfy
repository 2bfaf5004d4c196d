// Dafny seed: arithmetic expressions with variables, an evaluator, a constant-folding simplifier proven to preserve values, and a stack-machine compiler proven correct.
datatype Expr = Const(n: int) | Var(name: string) | Add(l: Expr, r: Expr) | Mul(l: Expr, r: Expr) | Neg(e: Expr)

type Env = map<string, int>

function method Eval(e: Expr, env: Env): int
{
  match e
  case Const(n) => n
  case Var(x) => if x in env then env[x] else 0
  case Add(l, r) => Eval(l, env) + Eval(r, env)
  case Mul(l, r) => Eval(l, env) * Eval(r, env)
  case Neg(a) => -Eval(a, env)
}

function method SimpAdd(l: Expr, r: Expr): Expr
{
  if l.Const? && r.Const? then Const(l.n + r.n)
  else if l == Const(0) then r
  else if r == Const(0) then l
  else Add(l, r)
}

function method SimpMul(l: Expr, r: Expr): Expr
{
  if l.Const? && r.Const? then Const(l.n * r.n)
  else if l == Const(0) || r == Const(0) then Const(0)
  else if l == Const(1) then r
  else if r == Const(1) then l
  else Mul(l, r)
}

function method SimpNeg(a: Expr): Expr
{
  if a.Const? then Const(-a.n)
  else if a.Neg? then a.e
  else Neg(a)
}

function method Simplify(e: Expr): Expr
{
  match e
  case Const(n) => e
  case Var(x) => e
  case Add(l, r) => SimpAdd(Simplify(l), Simplify(r))
  case Mul(l, r) => SimpMul(Simplify(l), Simplify(r))
  case Neg(a) => SimpNeg(Simplify(a))
}

lemma SimpAddCorrect(l: Expr, r: Expr, env: Env)
  ensures Eval(SimpAdd(l, r), env) == Eval(Add(l, r), env)
{
}

lemma SimpMulCorrect(l: Expr, r: Expr, env: Env)
  ensures Eval(SimpMul(l, r), env) == Eval(Mul(l, r), env)
{
  if !(l.Const? && r.Const?) && (l == Const(0) || r == Const(0)) {
    assert Eval(l, env) == 0 || Eval(r, env) == 0;
  }
}

lemma SimplifyCorrect(e: Expr, env: Env)
  ensures Eval(Simplify(e), env) == Eval(e, env)
{
  match e
  case Const(n) =>
  case Var(x) =>
  case Add(l, r) =>
    SimplifyCorrect(l, env);
    SimplifyCorrect(r, env);
    SimpAddCorrect(Simplify(l), Simplify(r), env);
  case Mul(l, r) =>
    SimplifyCorrect(l, env);
    SimplifyCorrect(r, env);
    SimpMulCorrect(Simplify(l), Simplify(r), env);
  case Neg(a) =>
    SimplifyCorrect(a, env);
}

datatype Instr = Push(k: int) | Load(x: string) | IAdd | IMul | INeg

function method Compile(e: Expr): seq<Instr>
{
  match e
  case Const(n) => [Push(n)]
  case Var(x) => [Load(x)]
  case Add(l, r) => Compile(l) + Compile(r) + [IAdd]
  case Mul(l, r) => Compile(l) + Compile(r) + [IMul]
  case Neg(a) => Compile(a) + [INeg]
}

function method Exec(code: seq<Instr>, stack: seq<int>, env: Env): seq<int>
  decreases |code|
{
  if code == [] then stack
  else
    var s :=
      match code[0]
      case Push(k) => [k] + stack
      case Load(x) => [if x in env then env[x] else 0] + stack
      case IAdd => if |stack| >= 2 then [stack[1] + stack[0]] + stack[2..] else stack
      case IMul => if |stack| >= 2 then [stack[1] * stack[0]] + stack[2..] else stack
      case INeg => if |stack| >= 1 then [-stack[0]] + stack[1..] else stack;
    Exec(code[1..], s, env)
}

lemma ExecAppend(a: seq<Instr>, b: seq<Instr>, stack: seq<int>, env: Env)
  ensures Exec(a + b, stack, env) == Exec(b, Exec(a, stack, env), env)
  decreases |a|
{
  if a != [] {
    assert (a + b)[1..] == a[1..] + b;
    assert (a + b)[0] == a[0];
  } else {
    assert a + b == b;
  }
}

lemma CompileCorrect(e: Expr, stack: seq<int>, env: Env)
  ensures Exec(Compile(e), stack, env) == [Eval(e, env)] + stack
{
  match e
  case Const(n) =>
  case Var(x) =>
  case Add(l, r) =>
    ExecAppend(Compile(l) + Compile(r), [IAdd], stack, env);
    ExecAppend(Compile(l), Compile(r), stack, env);
    CompileCorrect(l, stack, env);
    CompileCorrect(r, [Eval(l, env)] + stack, env);
  case Mul(l, r) =>
    ExecAppend(Compile(l) + Compile(r), [IMul], stack, env);
    ExecAppend(Compile(l), Compile(r), stack, env);
    CompileCorrect(l, stack, env);
    CompileCorrect(r, [Eval(l, env)] + stack, env);
  case Neg(a) =>
    ExecAppend(Compile(a), [INeg], stack, env);
    CompileCorrect(a, stack, env);
}

method Run(e: Expr, env: Env) returns (v: int)
  ensures v == Eval(e, env)
{
  var s := Simplify(e);
  SimplifyCorrect(e, env);
  CompileCorrect(s, [], env);
  var out := Exec(Compile(s), [], env);
  v := out[0];
}

method Main()
{
  var x := Var("x");
  var e := Add(Mul(Const(1), x), Const(0));
  var env := map["x" := 7];
  assert Eval(x, env) == 7;
  assert Eval(Mul(Const(1), x), env) == 7;
  var v := Run(e, env);
  assert v == 7;
}
