procedure P()
{
  assert (;
}
