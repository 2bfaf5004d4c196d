// mutant 1 of seeds/i.bpl (placeholder so the reproduce path resolves)
procedure P() { }
