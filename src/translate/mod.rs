//! Translation of Boogie programs to WhyML for the why3 backend. (Stub: filled in by the why3 work.)
