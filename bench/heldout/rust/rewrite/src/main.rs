//! errdex_rewrite copies a crate's source and rewrites its error
//! construction sites so that running them records where they ran (the
//! truth of the held-out Rust corpus; see ../cases/src/main.rs).
//!
//!     errdex_rewrite CRATE SRC DST [INFER_LINES] > FNS.tsv
//!
//! Every `.rs` file below SRC but build.rs and the tests, benches and
//! examples directories is parsed with syn; these expressions get their
//! payload wrapped, with text inserted on the same lines only, so every
//! line number stays the installed file's:
//!
//! - `Err(X)` -> `Err(::errdex_probe::mark!(SITE, X))`
//! - `.ok_or(X)` -> `.ok_or(::errdex_probe::mark!(SITE, X))`
//! - `.ok_or_else(|..| X)`, `.map_err(|..| X)` -> the closure's body
//!   wrapped; `.map_err(F)` of a path -> `.map_err(|e| mark!(SITE, (F)(e)))`
//!
//! SITE is (crate, file below SRC, line of the expression's start, line
//! of its end, pass, helper). pass: X passes on an error made elsewhere (a
//! variable, a field, `x.into()`, `From::from(x)`). helper: X names a
//! parameter of a function of at most three statements and holds no
//! string literal of three letters (format placeholders aside): the
//! function passes on a text its caller gave. A payload whose type the
//! site infers from where it goes (`x.into()`, `From::from`, serde's
//! `de::Error::custom` and its siblings, and every site on a line listed
//! in INFER_LINES as FILE:LINE, found by a failed build) goes through the
//! generic `mark_fn` instead, which records no text; a line listed as
//! !FILE:LINE (it failed to build with mark_fn too) is left alone. Sites inside const
//! fns, consts and statics, and inside macro bodies (syn does not parse
//! them), are left alone. `extern crate errdex_probe;` is appended to the
//! crate root (lib.rs) for 2015-edition crates' paths.
//!
//! On stdout, one line per function: FILE, start line, end line, number
//! of statements, and its parameters (comma-separated): the cases program
//! walks out of helpers with it.
use proc_macro2::{LineColumn, TokenStream, TokenTree};
use quote::ToTokens;
use std::collections::HashSet;
use std::fs;
use std::path::{Path, PathBuf};
use syn::spanned::Spanned;
use syn::visit::{self, Visit};

struct Site {
    start: LineColumn,
    end: LineColumn,
    before: String,
    after: String,
}

struct Fn {
    params: Vec<String>,
    stmts: usize,
}

struct V<'a> {
    krate: &'a str,
    file: &'a str,
    infer: &'a HashSet<(String, usize)>,
    sites: Vec<Site>,
    fns: Vec<Fn>,
    konst: usize,
    table: Vec<String>,
}

const INFERRED: &[&str] = &[
    "custom",
    "invalid_type",
    "invalid_value",
    "invalid_length",
    "unknown_variant",
    "unknown_field",
    "missing_field",
    "duplicate_field",
];

impl<'a> V<'a> {
    fn helper(&self, e: &syn::Expr) -> bool {
        let f = match self.fns.last() {
            Some(f) if f.stmts <= 3 => f,
            _ => return false,
        };
        let mut uses = false;
        let mut text = false;
        walk_tokens(e.to_token_stream(), &mut |t| match t {
            TokenTree::Ident(i) => {
                if f.params.iter().any(|p| *p == i.to_string()) {
                    uses = true
                }
            }
            TokenTree::Literal(l) => {
                if letters(&l.to_string()) >= 3 {
                    text = true
                }
            }
            _ => {}
        });
        uses && !text
    }

    fn skipped(&self, line: usize) -> bool {
        self.konst > 0 || self.infer.contains(&(format!("!{}", self.file), line))
    }

    fn site(&mut self, e: &syn::Expr, inner: bool) {
        let (start, end) = (e.span().start(), e.span().end());
        if self.skipped(start.line) || self.skipped(end.line) {
            return;
        }
        let pass = passes(e);
        let fallback = self.infer.contains(&(self.file.to_string(), start.line))
            || self.infer.contains(&(self.file.to_string(), end.line))
            || inferred(e);
        let args = format!(
            "({:?}, {:?}, {}, {}, {}, {})",
            self.krate,
            self.file,
            start.line,
            end.line,
            pass,
            self.helper(e)
        );
        let (before, after) = if fallback {
            (format!("::errdex_probe::mark_fn({}, ", args), ")".to_string())
        } else {
            let a = &args[1..args.len() - 1];
            (format!("::errdex_probe::mark!({}, ", a), ")".to_string())
        };
        let _ = inner;
        self.sites.push(Site { start, end, before, after });
    }
}

fn walk_tokens(ts: TokenStream, f: &mut dyn FnMut(&TokenTree)) {
    for t in ts {
        if let TokenTree::Group(g) = &t {
            walk_tokens(g.stream(), f);
        }
        f(&t);
    }
}

/// letters counts the ASCII letters of a string literal's text, format
/// placeholders ({...}) aside; 0 for other literals.
fn letters(lit: &str) -> usize {
    let s = lit.trim_start_matches(|c| c == 'b' || c == 'r' || c == '#');
    if !s.starts_with('"') {
        return 0;
    }
    let mut n = 0;
    let mut depth = 0;
    for c in s.chars() {
        match c {
            '{' => depth += 1,
            '}' => depth = (depth as i32 - 1).max(0) as usize,
            c if depth == 0 && c.is_ascii_alphabetic() => n += 1,
            _ => {}
        }
    }
    n
}

/// passes reports whether a payload passes on an error made elsewhere.
fn passes(e: &syn::Expr) -> bool {
    match e {
        syn::Expr::Path(p) => p.path.segments.len() == 1 && p.path.segments[0].ident.to_string().chars().next().map_or(false, |c| c.is_lowercase()),
        syn::Expr::Field(_) => true,
        syn::Expr::Paren(p) => passes(&p.expr),
        syn::Expr::MethodCall(m) => m.method == "into" && m.args.is_empty() && passes(&m.receiver),
        syn::Expr::Call(c) => {
            if let syn::Expr::Path(p) = &*c.func {
                let s: Vec<String> = p.path.segments.iter().map(|s| s.ident.to_string()).collect();
                let s = s.join("::");
                (s.ends_with("From::from") || s == "Into::into") && c.args.len() == 1 && passes(&c.args[0])
            } else {
                false
            }
        }
        _ => false,
    }
}

/// inferred reports whether a payload's type is likely known only from
/// where it goes.
fn inferred(e: &syn::Expr) -> bool {
    match e {
        syn::Expr::MethodCall(m) => m.method == "into" && m.args.is_empty(),
        syn::Expr::Paren(p) => inferred(&p.expr),
        syn::Expr::Call(c) => {
            if let syn::Expr::Path(p) = &*c.func {
                let segs: Vec<String> = p.path.segments.iter().map(|s| s.ident.to_string()).collect();
                let last = segs.last().map(|s| s.as_str()).unwrap_or("");
                segs.len() >= 2 && (INFERRED.contains(&last) || segs.join("::").ends_with("From::from") || last == "default")
            } else {
                false
            }
        }
        _ => false,
    }
}

fn fn_params(inputs: &syn::punctuated::Punctuated<syn::FnArg, syn::token::Comma>) -> Vec<String> {
    let mut ps = vec![];
    for a in inputs {
        if let syn::FnArg::Typed(t) = a {
            walk_tokens(t.pat.to_token_stream(), &mut |t| {
                if let TokenTree::Ident(i) = t {
                    let s = i.to_string();
                    if s != "mut" && s != "ref" {
                        ps.push(s)
                    }
                }
            });
        }
    }
    ps
}

impl<'a, 'ast> Visit<'ast> for V<'a> {
    fn visit_item_fn(&mut self, f: &'ast syn::ItemFn) {
        self.enter_fn(&f.sig, &f.block, f.span());
        visit::visit_item_fn(self, f);
        self.leave_fn(&f.sig);
    }
    fn visit_impl_item_method(&mut self, f: &'ast syn::ImplItemMethod) {
        self.enter_fn(&f.sig, &f.block, f.span());
        visit::visit_impl_item_method(self, f);
        self.leave_fn(&f.sig);
    }
    fn visit_trait_item_method(&mut self, f: &'ast syn::TraitItemMethod) {
        if let Some(b) = &f.default {
            self.enter_fn(&f.sig, b, f.span());
            visit::visit_trait_item_method(self, f);
            self.leave_fn(&f.sig);
        } else {
            visit::visit_trait_item_method(self, f);
        }
    }
    fn visit_item_const(&mut self, i: &'ast syn::ItemConst) {
        self.konst += 1;
        visit::visit_item_const(self, i);
        self.konst -= 1;
    }
    fn visit_item_static(&mut self, i: &'ast syn::ItemStatic) {
        self.konst += 1;
        visit::visit_item_static(self, i);
        self.konst -= 1;
    }
    fn visit_impl_item_const(&mut self, i: &'ast syn::ImplItemConst) {
        self.konst += 1;
        visit::visit_impl_item_const(self, i);
        self.konst -= 1;
    }
    fn visit_expr_call(&mut self, c: &'ast syn::ExprCall) {
        if let syn::Expr::Path(p) = &*c.func {
            if p.qself.is_none() && p.path.segments.last().map_or(false, |s| s.ident == "Err") && c.args.len() == 1 {
                self.site(&c.args[0], false);
            }
        }
        visit::visit_expr_call(self, c);
    }
    fn visit_expr_method_call(&mut self, m: &'ast syn::ExprMethodCall) {
        let name = m.method.to_string();
        if m.args.len() == 1 {
            match (name.as_str(), &m.args[0]) {
                ("ok_or", a) => self.site(a, false),
                ("ok_or_else" | "map_err", syn::Expr::Closure(cl)) => self.site(&cl.body, true),
                ("map_err", a @ syn::Expr::Path(_)) if !self.skipped(a.span().start().line) => {
                    let (start, end) = (a.span().start(), a.span().end());
                    let args = format!("{:?}, {:?}, {}, {}, false, false", self.krate, self.file, start.line, end.line);
                    let fallback = self.infer.contains(&(self.file.to_string(), start.line));
                    let before = if fallback {
                        format!("|__errdex_e| ::errdex_probe::mark_fn(({}), (", args)
                    } else {
                        format!("|__errdex_e| ::errdex_probe::mark!({}, (", args)
                    };
                    self.sites.push(Site { start, end, before, after: ")(__errdex_e))".to_string() });
                }
                _ => {}
            }
        }
        visit::visit_expr_method_call(self, m);
    }
}

impl<'a> V<'a> {
    fn enter_fn(&mut self, sig: &syn::Signature, block: &syn::Block, span: proc_macro2::Span) {
        let params = fn_params(&sig.inputs);
        self.table.push(format!(
            "{}\t{}\t{}\t{}\t{}",
            self.file,
            span.start().line,
            span.end().line,
            block.stmts.len(),
            params.join(",")
        ));
        self.fns.push(Fn { params, stmts: block.stmts.len() });
        if sig.constness.is_some() {
            self.konst += 1;
        }
    }
    fn leave_fn(&mut self, sig: &syn::Signature) {
        self.fns.pop();
        if sig.constness.is_some() {
            self.konst -= 1;
        }
    }
}

/// offset is the byte offset of a line and char column in text.
fn offset(lines: &[usize], text: &str, lc: LineColumn) -> usize {
    let start = lines[lc.line - 1];
    text[start..].char_indices().nth(lc.column).map_or(text.len(), |(i, _)| start + i)
}

fn rewrite_file(krate: &str, rel: &str, path: &Path, infer: &HashSet<(String, usize)>, table: &mut Vec<String>) -> Option<String> {
    let text = fs::read_to_string(path).ok()?;
    let ast = match syn::parse_file(&text) {
        Ok(a) => a,
        Err(e) => {
            eprintln!("errdex_rewrite: {}: {} (left as it is)", path.display(), e);
            return None;
        }
    };
    let mut v = V { krate, file: rel, infer, sites: vec![], fns: vec![], konst: 0, table: vec![] };
    v.visit_file(&ast);
    table.append(&mut v.table);
    if v.sites.is_empty() {
        return None;
    }
    let mut lines = vec![0];
    for (i, b) in text.bytes().enumerate() {
        if b == b'\n' {
            lines.push(i + 1);
        }
    }
    let mut ins: Vec<(usize, usize, String)> = vec![]; // (offset, order, text)
    for (n, s) in v.sites.iter().enumerate() {
        ins.push((offset(&lines, &text, s.start), (1 << 20) - n, s.before.clone()));
        ins.push((offset(&lines, &text, s.end), (1 << 21) + n, s.after.clone()));
    }
    // applied from the end; text inserted later at one offset lands left
    // of the earlier: an outer site (visited first, smaller n) opens left
    // of an inner one and closes right of it
    ins.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
    let mut out = text.clone();
    for (at, _, t) in &ins {
        out.insert_str(*at, t);
    }
    Some(out)
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    if args.len() < 4 {
        eprintln!("usage: errdex_rewrite CRATE SRC DST [INFER_LINES]");
        std::process::exit(2);
    }
    let (krate, src, dst) = (&args[1], PathBuf::from(&args[2]), PathBuf::from(&args[3]));
    let mut infer = HashSet::new();
    if let Some(p) = args.get(4) {
        for l in fs::read_to_string(p).unwrap_or_default().lines() {
            if let Some((f, n)) = l.rsplit_once(':') {
                if let Ok(n) = n.parse() {
                    infer.insert((f.to_string(), n));
                }
            }
        }
    }
    let mut table = vec![];
    let mut n = 0;
    let mut stack = vec![src.clone()];
    while let Some(dir) = stack.pop() {
        for e in fs::read_dir(&dir).expect("read_dir") {
            let e = e.unwrap();
            let p = e.path();
            let rel = p.strip_prefix(&src).unwrap().to_string_lossy().to_string();
            if p.is_dir() {
                if !matches!(rel.as_str(), "tests" | "benches" | "examples" | "target") {
                    stack.push(p);
                }
                continue;
            }
            if rel.ends_with(".rs") && rel != "build.rs" {
                if let Some(out) = rewrite_file(krate, &rel, &p, &infer, &mut table) {
                    fs::write(dst.join(&rel), out).expect("write");
                    n += 1;
                }
            }
        }
    }
    for l in &table {
        println!("{}", l);
    }
    eprintln!("errdex_rewrite: {}: {} files rewritten", krate, n);
}
