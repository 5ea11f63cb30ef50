//! heldout_cases calls held-out Rust crates (../crates.txt, Debian's
//! librust-*-dev sources) with bad input and writes one JSON line per
//! error or panic in bench/deployed/eval's format, with the truth found
//! by running them.
//!
//!     heldout_cases CRATES.txt PATCHED_DIR REGISTRY_DIR > cases.jsonl
//!
//! How the truth is found. Rust has no one function that makes an error
//! value and no runtime record of where a value was made, and a debugger
//! would need a breakpoint per error type and constructor. So the crates
//! are built from rewritten copies (../rewrite): every `Err(X)`,
//! `ok_or(X)`, `ok_or_else`/`map_err` closure body passes X through
//! errdex_probe's `mark!`, which records the site (file and line below the
//! crate's root, unchanged by the rewrite), X's type name and bytes, its
//! Display text where the type is known there, and the call stack. The
//! rewrite is syntactic and mechanical (syn), the same for every crate,
//! and nothing is taken from errdex's templates. After a call returns
//! Err(e), the record that made e is, in order:
//!
//! 1. a record of e's own type and bytes (a moved value keeps its bytes,
//!    a boxed error its pointer): the earliest, where the value first
//!    appeared (later ones passed it on or changed it in place);
//! 2. a record whose text is e's text: the same preference;
//! 3. a record whose text (8 bytes or more) is part of e's text, the
//!    latest: an error wrapped by a `?` conversion that no site recorded.
//!
//! A record whose site has no string literal of its own (three letters,
//! placeholders aside) and that made its value from an earlier error (a
//! `?`-less conversion such as `Err(Error::Syntax(err.to_string()))`)
//! gives way to the latest earlier record whose text the message holds,
//! up to four times: that is where the text was made. A record made by a
//! helper (the rewriter's helper flag: a function of at
//! most three statements passing on one of its parameters with no text of
//! its own) walks out to its caller's line, read from the recorded call
//! stack, and on while that line is a helper's too (up to four). An error
//! no record accounts for is kind external when its type is the standard
//! library's (core::, std::, alloc::) or a crate not listed, else
//! untraced (made where the rewrite does not reach: a macro body, a
//! constructor returning the error type that no Err(...) wraps where it
//! is made).
//!
//! A panic is run again in a child process (`--case N`) with
//! RUST_BACKTRACE=1; its location (`panicked at FILE:LINE:COL`), or when
//! that is outside the listed crates the innermost backtrace frame inside
//! one, is the truth: kind raised when that line calls a panicking macro or expect
//! (panic!, unreachable!, assert*, todo!, unimplemented!, expect(), else
//! native (an unwrap, an index or arithmetic check raised there), or
//! external outside the listed crates. Its message is the panic's text,
//! its traceback the whole output.
use errdex_probe::{bytes_of, Record};
use std::collections::HashMap;
use std::fmt::{Debug, Display};
use std::io::Write;
use std::str::FromStr;

struct Outcome {
    text: String,
    type_name: &'static str,
    bytes: Vec<u8>,
}

fn fail<T, E: Display + Debug>(r: Result<T, E>) -> Option<Outcome> {
    match r {
        Ok(_) => None,
        Err(e) => Some(Outcome { text: e.to_string(), type_name: std::any::type_name::<E>(), bytes: bytes_of(&e) }),
    }
}

type Call = Box<dyn Fn() -> Option<Outcome>>;

struct Case {
    krate: &'static str,
    label: String,
    call: Call,
}

fn cases() -> Vec<Case> {
    let mut cs: Vec<Case> = vec![];
    let mut add = |k: &'static str, l: String, f: Call| cs.push(Case { krate: k, label: l, call: f });
    macro_rules! each {
        ($k:expr, $label:expr, $list:expr, |$s:ident| $body:expr) => {
            for $s in $list {
                let $s: &'static str = $s;
                add($k, format!("{} {}", $label, $s), Box::new(move || $body));
            }
        };
    }

    #[derive(serde::Deserialize, Debug)]
    #[allow(dead_code)]
    struct S {
        a: u8,
        b: Option<String>,
    }
    #[derive(serde::Deserialize, Debug)]
    #[allow(dead_code)]
    enum En {
        A,
        B(u8),
    }
    let tomls = ["a = ", "a = 1\na = 2", "[a\n", "a = [1,", "a = \"x", "= 1", "a = tru", "[[a]]\n[a]", "a = 1_", "a = 1.",
        "a = {b = 1,}", "a = '''x", "a = \"\\q\"", "a = 1 b = 2", "a = 99999999999999999999", "a = 1979-13-27", "a = 0x",
        "\"a\nb\" = 1", "[a.]", "a = 01"];
    for d in tomls {
        add("toml", format!("from_str {}", d), Box::new(move || fail(toml::from_str::<toml::Value>(d))));
        add("toml_edit", format!("parse {}", d), Box::new(move || fail(d.parse::<toml_edit::Document>())));
    }
    each!("toml", "from_str struct", ["a = 'x'", "a = 300", "a = [1]", "b = 'x'", "a = 1\nc = 2", "a = 1\nb = 2"], |s| fail(toml::from_str::<S>(s)));
    each!("toml", "from_str enum", ["e = 'C'", "e = {B = 'x'}"], |s| fail(toml::from_str::<HashMap<String, En>>(s)));
    add("toml", "to_string map key".into(), Box::new(|| fail(toml::to_string(&HashMap::from([(1, 1)])))));
    add("toml", "to_string value after table".into(), Box::new(|| {
        #[derive(serde::Serialize)]
        struct T {
            a: HashMap<String, u8>,
            b: u8,
        }
        fail(toml::to_string(&T { a: HashMap::from([("x".into(), 1)]), b: 1 }))
    }));
    add("toml", "Datetime".into(), Box::new(|| fail("x".parse::<toml::value::Datetime>())));
    add("toml_edit", "Key".into(), Box::new(|| fail("a b".parse::<toml_edit::Key>())));
    add("toml_edit", "Value".into(), Box::new(|| fail("x".parse::<toml_edit::Value>())));

    each!("serde_json", "from_str", ["", "{", "[1,", "{\"a\" 1}", "tru", "1.", "\"\\q\"", "[1] x", "{\"a\":1,}", "\"\x01\"", "01",
        "-", "1e", "\"\\ud800\"", "{1:1}", "[1 2]", "nul", "\"abc", "1e999"], |s| fail(serde_json::from_str::<serde_json::Value>(s)));
    each!("serde_json", "from_str struct", ["{\"a\": \"x\"}", "{\"a\": 300}", "{}", "{\"a\": 1, \"a\": 2}", "[1, 2, 3]", "1",
        "{\"a\": -1}", "{\"a\": 1.5}"], |s| fail(serde_json::from_str::<S>(s)));
    each!("serde_json", "from_str enum", ["\"C\"", "{\"B\": \"x\"}", "{\"A\": 1}", "[]"], |s| fail(serde_json::from_str::<En>(s)));
    add("serde_json", "to_string map key".into(), Box::new(|| fail(serde_json::to_string(&HashMap::from([((1, 2), 1)])))));
    add("serde_json", "from_value".into(), Box::new(|| fail(serde_json::from_value::<S>(serde_json::json!({"a": "x"})))));

    let versions = ["", "x", "1", "1.0", "1.0.0-", "1..0", "v1.0.0", "1.0.0+", "01.0.0", "1.0.0-a..b", "1.0.0.0", "1.0.0-01",
        "99999999999999999999.0.0", "1.0.0 x", "1.0.0-é", "1.a.0"];
    each!("semver", "Version::parse", versions, |s| fail(semver::Version::parse(s)));
    each!("semver", "VersionReq::parse", ["", "x", ">= x", "1.0 1.0", "!! 1", ">= 1.0,", "^1.*.1", "=*", "1.0.0.0", "> 1, < 2, = 3, ~4, ^5, 6, 7",
        ">=1.0.0-", "*.1", "~>1"], |s| fail(semver::VersionReq::parse(s)));
    each!("semver", "Prerelease", ["a..b", "01", "é"], |s| fail(semver::Prerelease::new(s)));
    each!("semver", "BuildMetadata", ["a..b", "é"], |s| fail(semver::BuildMetadata::new(s)));

    each!("url", "parse", ["", "x", "http://[::1", "http://a:x", "http://a b", "http://%zz", "http://999.1.1.1", "http://[x]",
        "file://a:1", "http://a:99999", "://a", "http://\u{0}", "http://xn--a", "mailto", "http://a.-b", "http://[::1]x"], |s| fail(url::Url::parse(s)));
    each!("url", "join", ["http://[", "//a:x"], |s| fail(url::Url::parse("http://a/").unwrap().join(s)));
    add("url", "set_host".into(), Box::new(|| fail(url::Url::parse("http://a").unwrap().set_host(Some("a b")))));

    each!("chrono", "parse_from_rfc3339", ["", "x", "2020-13-01T00:00:00Z", "2020-01-01T25:00:00Z", "2020-01-01", "2020-01-01T00:00:00",
        "2020-01-01T00:00:00Zx", "2020-02-30T00:00:00Z"], |s| fail(chrono::DateTime::parse_from_rfc3339(s)));
    each!("chrono", "NaiveDate::parse_from_str", ["x", "2020-02-30", "2020-1", "2020-01-01x"], |s| fail(chrono::NaiveDate::parse_from_str(s, "%Y-%m-%d")));
    each!("chrono", "NaiveTime::from_str", ["x", "25:00", "12:60:00"], |s| fail(chrono::NaiveTime::from_str(s)));
    each!("chrono", "Weekday::from_str", ["x"], |s| fail(chrono::Weekday::from_str(s)));
    each!("chrono", "DateTime<Utc>::from_str", ["x", "2020-01-01"], |s| fail(s.parse::<chrono::DateTime<chrono::Utc>>()));

    each!("humantime", "parse_duration", ["", "x", "1", "1x", "1s 2", "99999999999999999999s", "1.5.5s", "s"], |s| fail(humantime::parse_duration(s)));
    each!("humantime", "parse_rfc3339", ["", "x", "2020-13-01T00:00:00Z", "2020-01-01T00:00:00", "1960-01-01T00:00:00Z", "2020-01-01T00:00:00+01:00"],
        |s| fail(humantime::parse_rfc3339(s)));
    each!("humantime", "parse_rfc3339_weak", ["x", "2020-01-01 25:00:00"], |s| fail(humantime::parse_rfc3339_weak(s)));

    let regexes = ["(", "[", "a**", "(?P<", "\\", "(?P<a>)(?P<a>)", "x{2,1}", "[z-a]", "(?z)", ")", "\\p{Nope}", "a{99999999}",
        "\\1", "(?<=a)", "\\xZ", "\\u{ZZ}", "*", "[[:nope:]]", "(?i-)", "a{,", "\\k<a>", "(?#", "a{1,2}{3}"];
    each!("regex", "Regex::new", regexes, |s| fail(regex::Regex::new(s)));
    add("regex", "size limit".into(), Box::new(|| fail(regex::RegexBuilder::new("a{1000}{1000}").size_limit(100).build())));
    add("regex", "RegexSet".into(), Box::new(|| fail(regex::RegexSet::new(["a", "("]))));
    add("regex", "bytes".into(), Box::new(|| fail(regex::bytes::Regex::new("["))));
    each!("fancy-regex", "Regex::new", regexes, |s| fail(fancy_regex::Regex::new(s)));
    each!("fancy-regex", "Regex::new fancy", ["(?=", "(?<!a+)", "\\k<x>", "(?>", "\\2(a)", "(?P=x)", "(?<a>)(?<a>)"], |s| fail(fancy_regex::Regex::new(s)));
    add("fancy-regex", "backtrack limit".into(), Box::new(|| {
        let re = fancy_regex::RegexBuilder::new("(a+)+(?=b)").backtrack_limit(10).build().unwrap();
        fail(re.is_match(&"a".repeat(30)))
    }));

    each!("base64", "decode", ["x", "!!!!", "a===", "aGVsbG8=x", "aa=a", "a"], |s| fail(base64::decode(s)));
    each!("base64", "decode url", ["+/+/"], |s| fail(base64::decode_config(s, base64::URL_SAFE)));
    each!("hex", "decode", ["x", "zz", "abc", "0g"], |s| fail(hex::decode(s)));
    add("hex", "decode_to_slice".into(), Box::new(|| fail(hex::decode_to_slice("abcd", &mut [0u8; 1]))));
    each!("data-encoding", "BASE64.decode", ["x", "!!!!", "a===", "aa=a", "AAA=A"], |s| fail(data_encoding::BASE64.decode(s.as_bytes())));
    each!("data-encoding", "HEXUPPER.decode", ["x", "zz", "ab"], |s| fail(data_encoding::HEXUPPER.decode(s.as_bytes())));
    each!("data-encoding", "BASE32.decode", ["1", "AAAAAAAA="], |s| fail(data_encoding::BASE32.decode(s.as_bytes())));
    add("data-encoding", "Specification".into(), Box::new(|| {
        let mut spec = data_encoding::Specification::new();
        spec.symbols.push_str("ab");
        spec.symbols.push('a');
        fail(spec.encoding())
    }));

    each!("uuid", "parse_str", ["", "x", "00000000-0000-0000-0000-00000000000", "0000000g-0000-0000-0000-000000000000",
        "00000000x0000-0000-0000-000000000000", "urn:uuid:x", "{00000000-0000-0000-0000-000000000000", "0000000000000000000000000000000g",
        "00000000-0000-0000-0000-0000000000000", "00000000-00000-000-0000-000000000000"], |s| fail(uuid::Uuid::parse_str(s)));
    add("uuid", "from_slice".into(), Box::new(|| fail(uuid::Uuid::from_slice(&[1, 2]))));

    each!("ipnet", "IpNet::from_str", ["", "x", "1.2.3.4", "1.2.3.4/33", "1.2.3.4/x", "::1/129", "1.2.3/8"], |s| fail(s.parse::<ipnet::IpNet>()));
    add("ipnet", "Ipv4Net::new".into(), Box::new(|| fail(ipnet::Ipv4Net::new(std::net::Ipv4Addr::LOCALHOST, 40))));

    #[derive(serde::Deserialize, Debug)]
    #[allow(dead_code)]
    struct Row {
        a: u8,
        b: f64,
    }
    each!("csv", "deserialize", ["a,b\nx,1", "a,b\n1", "a,b\n1,2,3", "a,b\n300,1", "a\n1", "a,b\n1,x", "a,b\n\"1,2"], |s| {
        let mut rd = csv::Reader::from_reader(s.as_bytes());
        let mut out = None;
        for r in rd.deserialize::<Row>() {
            if let Err(e) = r {
                out = fail::<(), _>(Err(e));
                break;
            }
        }
        out
    });
    add("csv", "headers utf8".into(), Box::new(|| fail(csv::Reader::from_reader(&b"\xff,a\n"[..]).headers().map(|_| ()))));
    add("csv", "serialize nested".into(), Box::new(|| {
        let mut w = csv::Writer::from_writer(vec![]);
        fail(w.serialize(HashMap::from([("a", vec![1])])))
    }));
    add("csv", "serialize after".into(), Box::new(|| {
        let mut w = csv::Writer::from_writer(vec![]);
        w.write_record(["a", "b"]).unwrap();
        fail(w.write_record(["a"]))
    }));

    let yamls = ["a: [", "a: {", "- a\nb: 1", "a: b: c", "[1, 2", "a: 'x", "a: \"x", "*a", "a: 1\na: 2", "\"\\q\"", "a\tb: 1", "a: &x 1\nb: *y",
        "? [a\n: b", "a: @x", "a: `x", "- a\n-b\n - c", "a:\n  - b\n c: d", "!<x y", "%YAML 2.0\n---\na"];
    each!("serde_yaml", "from_str", yamls, |s| fail(serde_yaml::from_str::<serde_yaml::Value>(s)));
    each!("serde_yaml", "from_str struct", ["a: x", "a: 300", "b: 1", "[1]", "a: [1]", "a: 1\nc: 2", "~"], |s| fail(serde_yaml::from_str::<S>(s)));
    each!("serde_yaml", "from_str enum", ["C", "B: x", "!C 1"], |s| fail(serde_yaml::from_str::<En>(s)));

    each!("ron", "from_str", ["(", "[1,", "{1: }", "\"x", "1.", "tru", "(a: 1", "'ab'", "b\"x", "#![enable(nope)] 1", "1 x", "-", "0x", "/* x", "Some(1"],
        |s| fail(ron::from_str::<ron::Value>(s)));
    each!("ron", "from_str struct", ["(a: \"x\")", "(a: 300)", "()", "(a: 1, c: 2)", "(a: 1, a: 2)", "[1]", "S(a: 1, b: 2)"], |s| fail(ron::from_str::<S>(s)));
    each!("ron", "from_str enum", ["C", "B(\"x\")", "A(1)"], |s| fail(ron::from_str::<En>(s)));

    each!("time", "OffsetDateTime::parse rfc3339", ["", "x", "2020-13-01T00:00:00Z", "2020-01-01T25:00:00Z", "2020-02-30T00:00:00Z", "2020-01-01T00:00:00",
        "2020-01-01T00:00:00Zx"], |s| fail(time::OffsetDateTime::parse(s, &time::format_description::well_known::Rfc3339)));
    each!("time", "parse format", ["x", "[year]-[month", "[nope]", "[year padding:x]", "[", "]"], |s| fail(time::format_description::parse(s)));
    add("time", "Date::from_calendar_date".into(), Box::new(|| fail(time::Date::from_calendar_date(2020, time::Month::February, 30))));
    add("time", "Time::from_hms".into(), Box::new(|| fail(time::Time::from_hms(25, 0, 0))));
    add("time", "Month::try_from".into(), Box::new(|| fail(time::Month::try_from(13))));
    add("time", "UtcOffset::from_hms".into(), Box::new(|| fail(time::UtcOffset::from_hms(30, 0, 0))));
    add("time", "Date::parse".into(), Box::new(|| fail(time::Date::parse("2020-x", &time::format_description::parse("[year]-[month]").unwrap()))));
    add("time", "Duration::try_from".into(), Box::new(|| fail(time::Duration::try_from(std::time::Duration::MAX).map(|_| ()).and_then(|_| std::time::Duration::try_from(time::Duration::seconds(-1))))));

    each!("mime", "from_str", ["", "x", "text/", "/plain", "text/plain;", "text/plain; a", "text/plain; a=\"x", "text/pl ain", "té/x", "text/plain; =x"],
        |s| fail(s.parse::<mime::Mime>()));

    for (name, b) in [("bad method", &b"G\x01T / HTTP/1.1\r\n\r\n"[..]), ("bad version", b"GET / HTTP/2.x\r\n\r\n"), ("bad header", b"GET / HTTP/1.1\r\na b\r\n\r\n"),
        ("bad token", b"GET / HTTP/1.1\r\n\x01: b\r\n\r\n"), ("too many", b"GET / HTTP/1.1\r\na: 1\r\nb: 2\r\nc: 3\r\nd: 4\r\ne: 5\r\n\r\n"),
        ("bad newline", b"GET / HTTP/1.1\ra"), ("bad target", b"GET \x01 HTTP/1.1\r\n\r\n")] {
        add("httparse", format!("Request::parse {}", name), Box::new(move || {
            let mut hs = [httparse::EMPTY_HEADER; 4];
            fail(httparse::Request::new(&mut hs).parse(b))
        }));
    }
    for (name, b) in [("bad status", &b"HTTP/1.1 2x0 OK\r\n\r\n"[..]), ("bad version", b"HTTP/9.1 200 OK\r\n\r\n"), ("bad reason", b"HTTP/1.1 200 O\x01K\r\n\r\n")] {
        add("httparse", format!("Response::parse {}", name), Box::new(move || {
            let mut hs = [httparse::EMPTY_HEADER; 4];
            fail(httparse::Response::new(&mut hs).parse(b))
        }));
    }
    add("httparse", "parse_chunk_size".into(), Box::new(|| fail(httparse::parse_chunk_size(b"zz\r\n"))));

    each!("http", "Uri::from_str", ["", "http://[", "http://a:x", "a b", "http://a\x01", "http:/", "://a", "http://a:99999"], |s| fail(s.parse::<http::Uri>()));
    each!("http", "HeaderValue::from_str", ["a\nb", "\u{7f}"], |s| fail(http::HeaderValue::from_str(s)));
    each!("http", "HeaderName::from_str", ["", "a b", "a:b"], |s| fail(http::header::HeaderName::from_str(s)));
    each!("http", "Method::from_str", ["", "G T"], |s| fail(http::Method::from_str(s)));
    add("http", "StatusCode::from_u16".into(), Box::new(|| fail(http::StatusCode::from_u16(1000))));
    add("http", "StatusCode::from_str".into(), Box::new(|| fail(http::StatusCode::from_str("x"))));
    add("http", "Request::builder".into(), Box::new(|| fail(http::Request::builder().uri("a b").body(()))));
    add("http", "Authority".into(), Box::new(|| fail("a@b@c".parse::<http::uri::Authority>())));
    add("http", "Scheme".into(), Box::new(|| fail("ht tp".parse::<http::uri::Scheme>())));
    add("http", "PathAndQuery".into(), Box::new(|| fail("/a b".parse::<http::uri::PathAndQuery>())));

    let globs = ["[", "[a-", "**a", "a**", "[]", "[!", "{a,", "a}", "\\", "[z-a]", "{{a}}", "a/**b"];
    each!("glob", "Pattern::new", globs, |s| fail(glob::Pattern::new(s)));
    each!("glob", "glob", ["[", "a**"], |s| fail(glob::glob(s).map(|_| ())));
    each!("globset", "Glob::new", globs, |s| fail(globset::Glob::new(s)));
    add("globset", "GlobSetBuilder".into(), Box::new(|| {
        let mut b = globset::GlobSetBuilder::new();
        b.add(globset::Glob::new("a").unwrap());
        fail(b.build().map(|_| ()).and_then(|_| globset::GlobBuilder::new("{a,{b}}").build().map(|_| ())))
    }));

    each!("quick-xml", "read_event", ["<a>", "<a></b>", "</a>", "<a b>", "<a b=\"x>", "<!-- x", "<![CDATA[x", "<?x", "<!DOCTYPE", "<a>&nope;</a>", "<a>&#xZZ;</a>",
        "<a b='1' b='2'/>", "<a x:b='1'/>", "<>", "<a></a><"], |s| {
        let mut r = quick_xml::Reader::from_str(s);
        r.check_end_names(true);
        loop {
            match r.read_event() {
                Err(e) => return fail::<(), _>(Err(e)),
                Ok(quick_xml::events::Event::Eof) => return None,
                Ok(quick_xml::events::Event::Text(t)) => {
                    if let Err(e) = t.unescape() {
                        return fail::<(), _>(Err(e));
                    }
                }
                Ok(quick_xml::events::Event::Start(t)) | Ok(quick_xml::events::Event::Empty(t)) => {
                    for a in t.attributes() {
                        if let Err(e) = a {
                            return fail::<(), _>(Err(e));
                        }
                    }
                }
                _ => {}
            }
        }
    });

    each!("roxmltree", "Document::parse", ["", "<a>", "<a></b>", "</a>", "<a b>", "<a b=\"x>", "<!-- x", "<a>&nope;</a>", "<a>&#xZZ;</a>",
        "<a b='1' b='2'/>", "<x:a/>", "<a/><b/>", "<?xml version='2.0'?><a/>", "<!DOCTYPE a [<!ENTITY e '&e;'>]><a>&e;</a>", "<a xmlns:x=''/>",
        "<a>\u{1}</a>", "x", "<a/>x", "<!DOCTYPE a [<!ENTITY e SYSTEM 'x'>]><a>&e;</a>"], |s| fail(roxmltree::Document::parse(s)));

    each!("tera", "add_raw_template", ["{{", "{% if %}", "{{ x | nope }}", "{% for %}", "{{ 1 + }}", "{% endif %}", "{% block %}", "{% nope %}",
        "{% if a %}", "{{ 'a }}", "{% set %}", "{% macro %}", "{{ a.b( }}", "{% extends %}", "{% include %}", "{# x", "{% raw %}", "{% filter %}",
        "{% block a %}{% block a %}{% endblock %}{% endblock %}", "{% extends 'a' %}{{ x }}", "{{ a | default }}", "{% break %}", "{% for a in b %}{% endif %}"],
        |s| { let mut t = tera::Tera::default(); fail(t.add_raw_template("t", s)) });
    each!("tera", "render", ["{{ a }}", "{{ 1 / 0 }}", "{% include 'nope' %}", "{{ a | nope2 }}", "{{ b.c }}", "{{ b | upper }}", "{{ x | round(method='x') }}",
        "{% extends 'nope' %}", "{{ nope() }}", "{% for i in b %}{% endfor %}", "{{ b[0] }}", "{{ 'a' | date }}", "{{ self::nope() }}", "{{ b | truncate }}",
        "{{ b | join }}", "{{ 'a' + 1 }}", "{{ b | slice(start='x') }}", "{{ throw(message='boom') }}", "{{ b is nope }}", "{{ range(end='x') }}",
        "{{ b | get(key='x') }}", "{% if b > 'x' %}{% endif %}", "{{ 'x' | int }}", "{{ b | split(pat=1) }}"], |s| {
        let mut ctx = tera::Context::new();
        ctx.insert("b", &1);
        ctx.insert("x", &1.5);
        fail(tera::Tera::one_off(s, &ctx, false))
    });

    for (name, b) in [("reserved", &[0xc1u8][..]), ("empty", &[][..]), ("short str", &[0xa5, b'a'][..]), ("short array", &[0xdc, 0, 5, 1][..]),
        ("bad utf8", &[0xa1, 0xff][..]), ("ext", &[0xc7, 5, 1, 2][..]), ("map", &[0x81, 0xc0, 1][..])] {
        add("rmp-serde", format!("from_slice {}", name), Box::new(move || fail(rmp_serde::from_slice::<serde_json::Value>(b))));
        add("rmp-serde", format!("from_slice struct {}", name), Box::new(move || fail(rmp_serde::from_slice::<S>(b))));
    }
    add("rmp-serde", "from_slice type".into(), Box::new(|| fail(rmp_serde::from_slice::<S>(&rmp_serde::to_vec(&"x").unwrap()))));
    add("rmp-serde", "from_slice depth".into(), Box::new(|| fail(rmp_serde::from_slice::<serde_json::Value>(&[0x91; 2000]))));
    add("rmp-serde", "to_vec map key".into(), Box::new(|| fail(rmp_serde::to_vec(&HashMap::from([((), 1)])))));

    each!("rust_decimal", "from_str", ["", "x", "1.2.3", "1e", "99999999999999999999999999999999", "1_", "-", ".", "1x", "1e99"], |s| fail(rust_decimal::Decimal::from_str(s)));
    each!("rust_decimal", "from_str_radix", ["zz", "12"], |s| fail(rust_decimal::Decimal::from_str_radix(s, 40)));
    add("rust_decimal", "from_scientific".into(), Box::new(|| fail(rust_decimal::Decimal::from_scientific("1e"))));
    add("rust_decimal", "try_from f64".into(), Box::new(|| fail(rust_decimal::Decimal::try_from(f64::NAN))));
    add("rust_decimal", "checked".into(), Box::new(|| fail(rust_decimal::Decimal::from_i128_with_scale(1, 40).checked_add(rust_decimal::Decimal::ONE).ok_or("overflow"))));

    each!("rust-ini", "load_from_str", ["[a", "a", "a = \"x", "[]", "=1", "a = 'x", "[a\nb=1", "a = \"x\\"], |s| fail(ini::Ini::load_from_str(s)));
    add("rust-ini", "load_from_file".into(), Box::new(|| fail(ini::Ini::load_from_file("/nonexistent/x.ini"))));

    // second batch (split.txt's second seeded list)
    each!("xml-rs", "EventReader", ["", "<a>", "<a></b>", "</a>", "<a b>", "<a b=\"x>", "<!-- x", "<a>&nope;</a>", "<a>&#xZZ;</a>",
        "<a b='1' b='2'/>", "<x:a/>", "<a/><b/>", "<?xml version='2.0'?><a/>", "<a>\u{1}</a>", "x", "<!DOCTYPE a [<!ENTITY e 'x'>]><a/>", "<a><![CDATA[x</a>"], |s| {
        for e in xml::reader::EventReader::from_str(s) {
            if let Err(e) = e {
                return fail::<(), _>(Err(e));
            }
        }
        None
    });
    each!("cookie", "Cookie::parse", ["", "x", "=1", " =1", "a=\u{fffd}", ";a=1"], |s| fail(cookie::Cookie::parse(s)));
    each!("httpdate", "parse_http_date", ["", "x", "Sun, 06 Nov 1994 08:49:37", "Sun, 32 Nov 1994 08:49:37 GMT", "Mon, 06 Nov 1994 08:49:37 GMT"],
        |s| fail(httpdate::parse_http_date(s)));
    each!("bs58", "decode", ["0", "O", "abcI", "l"], |s| fail(bs58::decode(s).into_vec()));
    add("bs58", "decode into".into(), Box::new(|| fail(bs58::decode("abcdef").into(&mut [0u8; 1]))));
    add("bs58", "decode alphabet".into(), Box::new(|| fail(bs58::decode("0").with_alphabet(bs58::Alphabet::RIPPLE).into_vec())));
    each!("pem", "parse", ["", "x", "-----BEGIN A-----\n!!!!\n-----END A-----\n", "-----BEGIN A-----\nAAAA\n-----END B-----\n",
        "-----BEGIN A-----\nAAAA\n", "-----BEGIN A-----\n\u{ff}\n-----END A-----\n", "-----BEGIN -----\nAAAA\n-----END -----\n"], |s| fail(pem::parse(s)));
    each!("docopt", "Docopt::new", ["", "x", "Usage: prog [", "Usage: prog (a", "Usage: prog <x>\nOptions:\n  -a, --all  x\n  -a  y",
        "Usage: prog --x=<y>\nOptions:\n  --x  z"], |s| fail(docopt::Docopt::new(s).map(|_| ())));
    each!("docopt", "parse", ["prog", "prog a b", "prog --nope", "prog -x", "prog --flag=1", "prog --num"], |s| {
        let d = docopt::Docopt::new("Usage: prog <x> [--flag] [--num=<n>]").unwrap();
        fail(d.argv(s.split(' ')).parse())
    });
    each!("docopt", "deserialize", ["prog x --num=y", "prog 300"], |s| {
        #[derive(serde::Deserialize, Debug)]
        #[allow(dead_code)]
        struct A {
            arg_x: u8,
            flag_num: Option<u8>,
        }
        fail(docopt::Docopt::new("Usage: prog <x> [--num=<n>]").unwrap().argv(s.split(' ')).deserialize::<A>())
    });
    each!("serde_urlencoded", "from_str struct", ["a=x", "a=300", "", "b=x", "a=1&a=2", "a=%ff"], |s| fail(serde_urlencoded::from_str::<S>(s)));
    each!("serde_urlencoded", "from_str enum", ["e=C", "e=B"], |s| fail(serde_urlencoded::from_str::<HashMap<String, En>>(s)));
    add("serde_urlencoded", "to_string nested".into(), Box::new(|| fail(serde_urlencoded::to_string(HashMap::from([("a", vec![1])])))));
    add("serde_urlencoded", "to_string top".into(), Box::new(|| fail(serde_urlencoded::to_string(1))));
    for (name, b) in [("empty", &[][..]), ("short", &[1, 0][..]), ("bad utf8", &[1, 0, 0, 0, 0, 0, 0, 0, 0xff][..]), ("bad bool", &[2][..]),
        ("bad option", &[5][..]), ("bad char", &[0xff][..]), ("bad variant", &[9, 0, 0, 0][..])] {
        add("bincode", format!("deserialize String {}", name), Box::new(move || fail(bincode::deserialize::<String>(b))));
        add("bincode", format!("deserialize bool {}", name), Box::new(move || fail(bincode::deserialize::<bool>(b))));
        add("bincode", format!("deserialize Option {}", name), Box::new(move || fail(bincode::deserialize::<Option<u8>>(b))));
        add("bincode", format!("deserialize char {}", name), Box::new(move || fail(bincode::deserialize::<char>(b))));
        add("bincode", format!("deserialize enum {}", name), Box::new(move || fail(bincode::deserialize::<En>(b))));
    }
    add("bincode", "serialize seq".into(), Box::new(|| {
        struct NoLen;
        impl serde::Serialize for NoLen {
            fn serialize<Z: serde::Serializer>(&self, s: Z) -> Result<Z::Ok, Z::Error> {
                use serde::ser::SerializeSeq;
                s.serialize_seq(None)?.end()
            }
        }
        fail(bincode::serialize(&NoLen))
    }));
    add("bincode", "limit".into(), Box::new(|| {
        use bincode::Options;
        fail(bincode::options().with_limit(2).deserialize::<String>(&[5, 0, 0, 0, 0, 0, 0, 0, b'a']))
    }));
    for (name, b) in [("empty", &[][..]), ("reserved", &[0x1c][..]), ("short str", &[0x65, b'a'][..]), ("bad utf8", &[0x61, 0xff][..]),
        ("break", &[0xff][..]), ("trailing", &[0x01, 0x01][..]), ("map key", &[0xa1, 0x80, 0x01][..]), ("depth", &[0x81; 300][..]),
        ("simple", &[0xf8, 0x00][..])] {
        add("serde_cbor", format!("from_slice {}", name), Box::new(move || fail(serde_cbor::from_slice::<serde_cbor::Value>(b))));
        add("serde_cbor", format!("from_slice struct {}", name), Box::new(move || fail(serde_cbor::from_slice::<S>(b))));
    }
    each!("num-bigint", "BigInt::from_str", ["", "x", "-", "1x", "--1"], |s| fail(num_bigint::BigInt::from_str(s)));
    each!("num-bigint", "BigUint::from_str", ["-1", "+", "1_"], |s| fail(num_bigint::BigUint::from_str(s)));
    each!("num-bigint", "from_str_radix", ["12", "z"], |s| { use num_traits::Num; fail(num_bigint::BigInt::from_str_radix(s, 2)) });
    add("num-bigint", "try_from".into(), Box::new(|| fail(u8::try_from(num_bigint::BigInt::from(300)))));
    each!("byte-unit", "Byte::from_str", ["", "x", "1 XB", "1.5.5 KB", "-1", "99999999999999999999999999999999999999999 B", "1 KBx"], |s| fail(byte_unit::Byte::from_str(s)));
    each!("byte-unit", "ByteUnit::from_str", ["", "XB", "k"], |s| fail(byte_unit::ByteUnit::from_str(s)));
    each!("json", "parse", ["", "{", "[1,", "{\"a\" 1}", "tru", "1.", "\"\\q\"", "[1] x", "{\"a\":1,}", "\"\x01\"", "-", "1e", "\"\\ud800\"", "{1:1}", "nul", "\"abc",
        "\"\\uZZZZ\""], |s| fail(json::parse(s)));
    add("json", "depth".into(), Box::new(|| fail(json::parse(&"[".repeat(2000)))));
    each!("envy", "from_iter", ["A=x", "A=300", "", "A=1&B=", "A=-1"], |s| {
        let vars = s.split('&').filter(|p| !p.is_empty()).map(|p| {
            let (k, v) = p.split_once('=').unwrap();
            (k.to_string(), v.to_string())
        });
        #[derive(serde::Deserialize, Debug)]
        #[allow(dead_code)]
        struct E {
            a: u8,
            b: Option<bool>,
        }
        fail(envy::from_iter::<_, E>(vars))
    });
    add("envy", "prefixed".into(), Box::new(|| fail(envy::prefixed("APP_").from_iter::<_, S>(vec![("APP_A".to_string(), "x".to_string())]))));
    each!("ipnetwork", "IpNetwork::from_str", ["", "x", "1.2.3.4/33", "1.2.3.4/x", "::1/129", "1.2.3/8", "1.2.3.4/", "1.2.3.4/8/8", "::x/8"], |s| fail(s.parse::<ipnetwork::IpNetwork>()));
    add("ipnetwork", "Ipv4Network::new".into(), Box::new(|| fail(ipnetwork::Ipv4Network::new(std::net::Ipv4Addr::LOCALHOST, 40))));
    add("ipnetwork", "Ipv6Network::new".into(), Box::new(|| fail(ipnetwork::Ipv6Network::new(std::net::Ipv6Addr::LOCALHOST, 200))));
    add("ipnetwork", "with_netmask".into(), Box::new(|| fail(ipnetwork::Ipv4Network::with_netmask(std::net::Ipv4Addr::LOCALHOST, std::net::Ipv4Addr::new(255, 0, 255, 0)))));
    each!("semver-parser", "version::parse", ["", "x", "1", "1.0", "1.0.0-", "01.0.0", "1.0.0 x", "1.0.0+", "1.a.0", "99999999999999999999.0.0"],
        |s| fail(semver_parser::version::parse(s)));
    each!("semver-parser", "RangeSet::parse", ["", "x", ">= x", "1.0 1.0", "!! 1", ">= 1.0,", "1 || ", "^1.*.1"],
        |s| fail(semver_parser::RangeSet::parse(s, semver_parser::Compat::Cargo)));
    each!("iso8601", "datetime", ["", "x", "2020-13-01T00:00:00Z", "2020-01-01"], |s| fail(iso8601::datetime(s)));
    each!("iso8601", "date", ["x", "2020-1"], |s| fail(iso8601::date(s)));
    each!("iso8601", "time", ["x", "25:00"], |s| fail(iso8601::time(s)));
    each!("iso8601", "duration", ["x", "P1"], |s| fail(iso8601::duration(s)));
    each!("bytesize", "ByteSize::from_str", ["", "x", "1 XB", "1.5.5 KB", "-1", "KB"], |s| fail(s.parse::<bytesize::ByteSize>()));
    each!("ignore", "GitignoreBuilder::add_line", ["[", "a[", "{a,", "a**b", "\\", "**/[z-a]"], |s| {
        fail(ignore::gitignore::GitignoreBuilder::new("/").add_line(None, s).map(|_| ()))
    });
    add("ignore", "GitignoreBuilder::add".into(), Box::new(|| fail(ignore::gitignore::GitignoreBuilder::new("/").add("/nonexistent/.gitignore").map_or(Ok(()), Err))));
    each!("ignore", "OverrideBuilder::add", ["[", "!{a,", "a**b"], |s| fail(ignore::overrides::OverrideBuilder::new("/").add(s).map(|_| ())));
    each!("ignore", "TypesBuilder::add", ["[", "a{"], |s| fail(ignore::types::TypesBuilder::new().add("x", s)));
    each!("ignore", "TypesBuilder::add name", ["a b", "all", ""], |s| fail(ignore::types::TypesBuilder::new().add(s, "*.x")));
    each!("ignore", "TypesBuilder::add_def", ["x", "x:", "x:include:nope", "x:include:", ":*.x", "x:include:y,z"], |s| fail(ignore::types::TypesBuilder::new().add_def(s)));
    each!("ignore", "TypesBuilder::select", ["nope", "!nope"], |s| fail(ignore::types::TypesBuilder::new().add_defaults().select(s).build().map(|_| ())));
    add("ignore", "WalkBuilder".into(), Box::new(|| {
        for e in ignore::WalkBuilder::new("/nonexistent/dir").build() {
            if let Err(e) = e {
                return fail::<(), _>(Err(e));
            }
        }
        None
    }));
    add("walkdir", "WalkDir".into(), Box::new(|| {
        for e in walkdir::WalkDir::new("/nonexistent/dir") {
            if let Err(e) = e {
                return fail::<(), _>(Err(e));
            }
        }
        None
    }));
    add("walkdir", "WalkDir min_depth".into(), Box::new(|| {
        for e in walkdir::WalkDir::new("/proc/self/root/nonexistent").follow_links(true) {
            if let Err(e) = e {
                return fail::<(), _>(Err(e));
            }
        }
        None
    }));
    // third batch (split.txt's third seeded list)
    each!("getopts", "Options::parse", ["--nope", "-x", "--name", "--flag=1", "-n", "--req a --req b", "-fn"], |s| {
        let mut o = getopts::Options::new();
        o.optopt("n", "name", "a name", "NAME");
        o.optflag("f", "flag", "a flag");
        o.optopt("r", "req", "required", "R");
        fail(o.parse(s.split(' ')))
    });
    add("getopts", "Options::parse reqopt".into(), Box::new(|| {
        let mut o = getopts::Options::new();
        o.reqopt("r", "req", "required", "R");
        fail(o.parse(Vec::<String>::new()))
    }));
    each!("shell-words", "split", ["a 'b", "a \"b", "a\\"], |s| fail(shell_words::split(s)));
    each!("num-rational", "Ratio::from_str", ["", "x", "1/0", "1/x", "x/1", "1/2/3"], |s| fail(s.parse::<num_rational::Ratio<i32>>()));
    each!("num-complex", "Complex::from_str", ["", "x", "1+", "1+xi", "i+i", "1+2"], |s| fail(s.parse::<num_complex::Complex<f64>>()));
    each!("bigdecimal", "BigDecimal::from_str", ["", "x", "1e", "1.2.3", "1ex", "--1", "1e99999999999"], |s| fail(s.parse::<bigdecimal::BigDecimal>()));
    each!("ordered-float", "NotNan::from_str", ["NaN", "x", ""], |s| fail(s.parse::<ordered_float::NotNan<f64>>()));
    add("ordered-float", "NotNan::new".into(), Box::new(|| fail(ordered_float::NotNan::new(f64::NAN))));
    each!("plist", "Value::from_reader", ["", "x", "bplist00", "bplist00xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "<plist><integer>x</integer></plist>",
        "<plist><dict><key>a</key></dict></plist>", "<plist><foo/></plist>", "<plist><dict><string>a</string></dict></plist>"],
        |s| fail(plist::Value::from_reader(std::io::Cursor::new(s.as_bytes()))));
    each!("plist", "from_bytes struct", ["<plist><dict><key>a</key><string>x</string></dict></plist>", "<plist><dict></dict></plist>"],
        |s| fail(plist::from_bytes::<S>(s.as_bytes())));
    each!("shellexpand", "env", ["$ERRDEX_NOPE", "${ERRDEX_NOPE}", "a ${ERRDEX_NOPE:-x} $ERRDEX_NOPE2"], |s| fail(shellexpand::env(s)));
    each!("shellexpand", "full", ["~/$ERRDEX_NOPE"], |s| fail(shellexpand::full(s)));
    each!("language-tags", "LanguageTag::parse", ["", "x-", "en-", "123", "en-a-", "en--US", "en-US-u", "abcdefghi", "en-x-", "en-US-US"],
        |s| fail(language_tags::LanguageTag::parse(s)));
    each!("base-x", "decode", ["2", "x", "01x"], |s| fail(base_x::decode("01", s)));
    each!("eui48", "MacAddress::parse_str", ["", "x", "01:02:03:04:05", "01-02-03-04-05-0g", "0102.0304.05", "01:02:03:04:05:06:07", "01:02-03:04:05:06"],
        |s| fail(eui48::MacAddress::parse_str(s)));
    each!("pico-args", "value_from_str", ["--n x", "", "--n", "--n 300", "--n=", "--n -1"], |s| {
        let v: Vec<std::ffi::OsString> = s.split(' ').filter(|a| !a.is_empty()).map(Into::into).collect();
        fail(pico_args::Arguments::from_vec(v).value_from_str::<_, u8>("--n"))
    });
    each!("pico-args", "free_from_str", ["x", ""], |s| {
        let v: Vec<std::ffi::OsString> = s.split(' ').filter(|a| !a.is_empty()).map(Into::into).collect();
        fail(pico_args::Arguments::from_vec(v).free_from_str::<u8>())
    });
    each!("configparser", "Ini::read", ["[a", "x", "[a]\nb", "= x", "[]\na=1", "[a]]\n"], |s| fail(configparser::ini::Ini::new().read(s.to_string())));
    each!("zip", "ZipArchive::new", ["", "x", "PK\u{3}\u{4}", "PK\u{5}\u{6}xxxxxxxxxxxxxxxxxx", "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"],
        |s| fail(zip::ZipArchive::new(std::io::Cursor::new(s.as_bytes())).map(|_| ())));
    add("zip", "by_name".into(), Box::new(|| {
        let mut buf = std::io::Cursor::new(Vec::new());
        {
            let mut w = zip::ZipWriter::new(&mut buf);
            w.start_file("a", zip::write::FileOptions::default()).unwrap();
            w.finish().unwrap();
        }
        let mut z = zip::ZipArchive::new(buf).unwrap();
        let r = z.by_name("nope").map(|_| ());
        fail(r)
    }));
    for (name, b) in [("garbage", vec![b'x'; 512]), ("short", vec![b'x'; 100]), ("zero size", {
        let mut h = vec![0u8; 512];
        h[0] = b'a';
        h[148..156].copy_from_slice(b"        ");
        h
    })] {
        add("tar", format!("entries {}", name), Box::new(move || {
            let mut a = tar::Archive::new(&b[..]);
            let es = match a.entries() {
                Ok(es) => es,
                Err(e) => return fail::<(), _>(Err(e)),
            };
            for e in es {
                if let Err(e) = e {
                    return fail::<(), _>(Err(e));
                }
            }
            None
        }));
    }
    each!("tinytemplate", "add_template", ["{x", "{{", "{@if}", "{@endif}", "{@each}", "{@if x}a", "{x | }", "{@nope x}"], |s| {
        let mut tt = tinytemplate::TinyTemplate::new();
        fail(tt.add_template("t", s))
    });
    each!("tinytemplate", "render", ["{missing}", "{x | nope}", "{@each x}{@endeach}", "{@call nope with x}", "{x.y.z}"], |s| {
        let mut tt = tinytemplate::TinyTemplate::new();
        tt.add_template("t", s).unwrap();
        fail(tt.render("t", &HashMap::from([("x", 1)])))
    });
    each!("serde-xml-rs", "from_str struct", ["", "<a>", "<S><a>x</a></S>", "<S></S>", "<S><a>300</a></S>", "<S><a>1</a></T>"], |s| fail(serde_xml_rs::from_str::<S>(s)));
    for (name, b) in [("empty", &b""[..]), ("text", &b"xxxxxxxx"[..]), ("signature only", &b"\x89PNG\r\n\x1a\n"[..]),
        ("bad chunk", &b"\x89PNG\r\n\x1a\n\x00\x00\x00\x0dIHDR\x00\x00\x00\x00\x00\x00\x00\x00\x08\x02\x00\x00\x00\x00\x00\x00\x00"[..]),
        ("no IHDR", &b"\x89PNG\r\n\x1a\n\x00\x00\x00\x00IEND\xaeB`\x82"[..])] {
        add("png", format!("read_info {}", name), Box::new(move || fail(png::Decoder::new(b).read_info().map(|_| ()))));
    }
    for (name, b) in [("empty", &b""[..]), ("text", &b"xxxxxxxx"[..]), ("header only", &b"GIF89a"[..]), ("short screen", &b"GIF87a\x01\x00\x01\x00"[..]),
        ("bad block", &b"GIF89a\x01\x00\x01\x00\x00\x00\x00\x99"[..])] {
        add("gif", format!("read_info {}", name), Box::new(move || {
            let mut d = match gif::DecodeOptions::new().read_info(b) {
                Ok(d) => d,
                Err(e) => return fail::<(), _>(Err(e)),
            };
            fail(d.read_next_frame().map(|_| ()))
        }));
    }
    for (name, b) in [("empty", &b""[..]), ("huge length", &b"\xff\xff\xff\xff\xff"[..]), ("short", &b"\x05x"[..]), ("bad copy", &b"\x04\x0d\x01\x00"[..])] {
        add("snap", format!("decompress_vec {}", name), Box::new(move || fail(snap::raw::Decoder::new().decompress_vec(b))));
    }
    add("snap", "FrameDecoder".into(), Box::new(|| {
        use std::io::Read;
        let mut out = Vec::new();
        fail(snap::read::FrameDecoder::new(&b"\x00\x05\x00\x00xxxxx"[..]).read_to_end(&mut out))
    }));
    each!("z85", "decode", ["x", "abcd", "~~~~~", "\"abcd"], |s| fail(z85::decode(s)));
    each!("ascii", "AsciiString::from_ascii", ["\u{e9}", "a\u{80}"], |s| fail(ascii::AsciiString::from_ascii(s)));
    add("ascii", "AsciiChar::from_ascii".into(), Box::new(|| fail(ascii::AsciiChar::from_ascii('\u{e9}'))));
    each!("ascii", "AsciiStr::from_ascii", ["\u{e9}"], |s| fail(ascii::AsciiStr::from_ascii(s)));
    for (name, b) in [("empty", &b""[..]), ("text", &b"xxxxxxxxxxxxxxxx"[..]), ("elf short", &b"\x7fELF\x02\x01\x01\x00"[..]),
        ("pe short", &b"MZxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"[..]), ("macho short", &b"\xcf\xfa\xed\xfe\x07\x00"[..])] {
        add("object", format!("File::parse {}", name), Box::new(move || fail(object::File::parse(b).map(|_| ()))));
        add("goblin", format!("Object::parse {}", name), Box::new(move || fail(goblin::Object::parse(b).map(|_| ()))));
    }
    each!("jsonwebtoken", "decode_header", ["", "x", "a.b.c", "eyJ.x.y", "e30.e30.x", "eyJhbGciOiJub3BlIn0.e30.x"], |s| fail(jsonwebtoken::decode_header(s)));
    each!("jsonwebtoken", "decode", ["a.b.c", "eyJhbGciOiJIUzI1NiJ9.e30.x", "eyJhbGciOiJIUzI1NiJ9.e30"], |s| {
        let v = jsonwebtoken::Validation::new(jsonwebtoken::Algorithm::HS256);
        fail(jsonwebtoken::decode::<HashMap<String, String>>(s, &jsonwebtoken::DecodingKey::from_secret(b"k"), &v))
    });
    // fourth batch (split.txt's fourth seeded list)
    each!("cargo-platform", "Platform::from_str", ["", "cfg(", "cfg()", "cfg(a = )", "cfg(not(a, b))", "cfg(a b)", "cfg(all(a)", "x y", "cfg(\"a\")", "cfg(a = \"x)"],
        |s| fail(s.parse::<cargo_platform::Platform>()));
    each!("cfg-expr", "Expression::parse", ["", "cfg(", "not(a, b)", "all(a", "a = ", "a = \"x", "target_os = x", "any(a,,b)", "(a)", "a b", "not()"],
        |s| fail(cfg_expr::Expression::parse(s)));
    each!("debugid", "DebugId::from_str", ["", "x", "dfb8e43a-f242-3d73-a453-aeb6a777ef75-x", "dfb8e43af2423d73a453aeb6a777ef75zz"], |s| fail(s.parse::<debugid::DebugId>()));
    each!("debugid", "DebugId::from_breakpad", ["", "x", "DFB8E43AF2423D73A453AEB6A777EF75XYZ"], |s| fail(debugid::DebugId::from_breakpad(s)));
    each!("fasteval", "ez_eval", ["", "1 +", "(1", "1)", "x", "1 / ", "nope(1)", "1 ++ 2", "\"a\"", "1..2", "sin()", "log(1, 2, 3)", "round(1, 2, 3)"],
        |s| fail(fasteval::ez_eval(s, &mut fasteval::EmptyNamespace)));
    each!("lexical-core", "parse u8", ["", "x", "300", "-1", "1x"], |s| fail(lexical_core::parse::<u8>(s.as_bytes())));
    each!("lexical-core", "parse f64", ["", "x", "1e", "1.2.3", "--1"], |s| fail(lexical_core::parse::<f64>(s.as_bytes())));
    each!("multibase", "decode", ["", "x", "z0OIl", "fzz", "b!!", "m@@@"], |s| fail(multibase::decode(s)));
    each!("oxilangtag", "LanguageTag::parse", ["", "x", "en-", "123", "en-a-", "en--US", "abcdefghi", "en-x-", "en-u", "i-nope"],
        |s| fail(oxilangtag::LanguageTag::parse(s)));
    each!("oxiri", "Iri::parse", ["", "x", "a:b c", "http://[::1", "http://a:x/", "http://%zz", "a:\\", "http://a b/", "1a:b", "http://[v1.x]/"],
        |s| fail(oxiri::Iri::parse(s)));
    each!("oxiri", "IriRef::parse", ["%zz", "a b", "//[::1"], |s| fail(oxiri::IriRef::parse(s)));
    each!("publicsuffix", "List::from_str", ["", "a..b", "!a", "// x", "a.*.b", "com\n!"], |s| fail(s.parse::<publicsuffix::List>()));
    each!("svgtypes", "Length::from_str", ["", "x", "1x", "1 2", "1e"], |s| fail(s.parse::<svgtypes::Length>()));
    each!("svgtypes", "Color::from_str", ["", "x", "#12", "rgb(1,2", "rgb(1,2,x)", "#zzzzzz", "hsl(1,2,3)"], |s| fail(s.parse::<svgtypes::Color>()));
    each!("svgtypes", "Transform::from_str", ["x", "translate(", "matrix(1 2 3)", "rotate(x)", "scale(1,2,3)"], |s| fail(s.parse::<svgtypes::Transform>()));
    each!("svgtypes", "ViewBox::from_str", ["", "1 2 3", "0 0 -1 1", "x"], |s| fail(s.parse::<svgtypes::ViewBox>()));
    each!("svgtypes", "Angle::from_str", ["", "1x", "x"], |s| fail(s.parse::<svgtypes::Angle>()));
    each!("target-lexicon", "Triple::from_str", ["", "x", "x86_64-nope", "x86_64-unknown-linux-nope", "x86_64-unknown-linux-gnu-x", "nope-unknown-linux", "-"],
        |s| fail(s.parse::<target_lexicon::Triple>()));
    for (name, b) in [("empty", &b""[..]), ("text", &b"xxxxxxxxxxxxxxxx"[..]), ("ttf magic", &b"\x00\x01\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00"[..]),
        ("collection", &b"ttcf\x00\x01\x00\x00\x00\x00\x00\x00"[..])] {
        add("ttf-parser", format!("Face::from_slice {}", name), Box::new(move || fail(ttf_parser::Face::from_slice(b, 0).map(|_| ()))));
    }
    add("ttf-parser", "Face::from_slice index".into(), Box::new(|| fail(ttf_parser::Face::from_slice(b"\x00\x01\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00", 3).map(|_| ()))));
    for (name, b) in [("empty", &b""[..]), ("short", &b"\x02"[..]), ("bad length", &b"\x02\x85\x01"[..]), ("bool length", &b"\x01\x02\x00\x00"[..]),
        ("utf8", &b"\x0c\x01\xff"[..]), ("printable", &b"\x13\x01\x00"[..]), ("date", &b"\x17\x02xx"[..]), ("bit string", &b"\x03\x01\x09"[..]),
        ("oid", &b"\x06\x00"[..]), ("long length", &b"\x04\x89\x01\x01\x01\x01\x01\x01\x01\x01\x01"[..])] {
        add("simple_asn1", format!("from_der {}", name), Box::new(move || fail(simple_asn1::from_der(b))));
    }
    // fifth batch (split.txt's fifth seeded list)
    {
        use base64ct::Encoding;
        each!("base64ct", "Base64::decode_vec", ["x", "!!!!", "a===", "YQ", "YWJj=", "YW Jj"], |s| fail(base64ct::Base64::decode_vec(s)));
        each!("base64ct", "Base64Unpadded::decode_vec", ["YQ==", "Y"], |s| fail(base64ct::Base64Unpadded::decode_vec(s)));
        add("base64ct", "Base64::decode short buffer".into(), Box::new(|| fail(base64ct::Base64::decode("YWJj", &mut [0u8; 1]).map(|_| ()))));
    }
    each!("colorsys", "Rgb::from_hex_str", ["", "x", "#12", "#zzzzzz", "#1234567"], |s| fail(colorsys::Rgb::from_hex_str(s)));
    each!("colorsys", "Rgb::from_str", ["", "x", "rgb(1,2)", "rgb(1,2,x)", "rgba(1,2,3)"], |s| fail(s.parse::<colorsys::Rgb>()));
    each!("colorsys", "Hsl::from_str", ["", "hsl(1,2)", "hsl(x,2,3)"], |s| fail(s.parse::<colorsys::Hsl>()));
    each!("cpp_demangle", "Symbol::new", ["", "x", "_Z", "_Zx", "_ZN3foo", "_Z3fooi_", "_ZT", "_ZSt", "_Z999a", "_ZN3fooE3bar"],
        |s| fail(cpp_demangle::Symbol::new(s.as_bytes()).map(|_| ())));
    each!("dotenv", "from_path_iter", ["a", "a=\"x", "a=$", "a b=1", "=1", "a='x", "a=\\", "a=${b", "export", "a=1 b"], |s| {
        let path = std::env::temp_dir().join(format!("errdex-heldout-{}.env", s.len() * 131 + s.bytes().map(|b| b as usize).sum::<usize>()));
        std::fs::write(&path, s).unwrap();
        fail(dotenv::from_path_iter(&path).and_then(|it| it.collect::<Result<Vec<_>, _>>()))
    });
    add("dotenv", "from_path missing".into(), Box::new(|| fail(dotenv::from_path("/nonexistent/errdex.env"))));
    add("dotenv", "var missing".into(), Box::new(|| fail(dotenv::var("ERRDEX_HELDOUT_NOPE"))));
    for (name, b) in [("empty", &b""[..]), ("text", &b"xx"[..]), ("soi only", &b"\xff\xd8"[..]), ("bad marker", &b"\xff\xd8\xff\x00"[..]),
        ("short sof", &b"\xff\xd8\xff\xc0\x00\x02"[..]), ("sof zero size", &b"\xff\xd8\xff\xc0\x00\x0b\x08\x00\x00\x00\x00\x01\x01\x11\x00"[..]),
        ("dqt bad", &b"\xff\xd8\xff\xdb\x00\x03\x50"[..]), ("dht bad", &b"\xff\xd8\xff\xc4\x00\x04\x50\x00"[..]),
        ("sos before sof", &b"\xff\xd8\xff\xda\x00\x08\x01\x01\x00\x00\x3f\x00"[..]), ("progressive 16 bit", &b"\xff\xd8\xff\xc2\x00\x0b\x10\x00\x01\x00\x01\x01\x01\x11\x00"[..]),
        ("eoi early", &b"\xff\xd8\xff\xd9"[..])] {
        add("jpeg-decoder", format!("Decoder::decode {}", name), Box::new(move || fail(jpeg_decoder::Decoder::new(b).decode())));
    }
    for (name, b) in [("empty", vec![]), ("text", b"xx".to_vec()), ("marker only", b"\xab\xcd\xefMaxMind.com".to_vec()),
        ("marker garbage", b"\xab\xcd\xefMaxMind.com\x01\x02\x03".to_vec()), ("marker string", b"\xab\xcd\xefMaxMind.com\x41a".to_vec()),
        ("marker empty map", b"\xab\xcd\xefMaxMind.com\xe0".to_vec())] {
        add("maxminddb", format!("Reader::from_source {}", name), Box::new(move || fail(maxminddb::Reader::from_source(b.clone()).map(|_| ()))));
    }
    each!("num-format", "Locale::from_name", ["", "x", "en_XX"], |s| fail(num_format::Locale::from_name(s)));
    each!("num-format", "CustomFormat::builder separator", ["", "abcdefghijk", "1234567890"], |s| fail(num_format::CustomFormat::builder().separator(s).build()));
    each!("num-format", "CustomFormat::builder minus_sign", ["abcdefghijk"], |s| fail(num_format::CustomFormat::builder().minus_sign(s).build()));
    each!("num-format", "CustomFormat::builder nan", ["abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyz"], |s| fail(num_format::CustomFormat::builder().nan(s).build()));
    each!("password-hash", "PasswordHash::new", ["", "x", "$", "$argon2id", "$argon2id$v=x$", "$argon2id$m=1,m=2$c2FsdA$aGFzaA", "$a$$", "$argon2id$v=19$m=65536$!!$x",
        "$x$salt$zz", "$ABC$x", "$argon2id$v=19$c2FsdA$a", "$argon2id$m=1$c2FsdA$aGFzaA$x"], |s| fail(password_hash::PasswordHash::new(s)));
    each!("password-hash", "Salt::new", ["", "a", "!!!!", "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"], |s| fail(password_hash::Salt::new(s)));
    each!("password-hash", "SaltString::new", ["a", "!!!!"], |s| fail(password_hash::SaltString::new(s)));
    each!("password-hash", "Value::new", ["$", "a b", "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"], |s| fail(password_hash::Value::new(s)));
    each!("password-hash", "Ident::try_from", ["", "ABC", "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"], |s| fail(password_hash::Ident::try_from(s)));
    each!("password-hash", "ParamsString::from_str", ["a=1,a=2", "a", "=1", "a=$"], |s| fail(s.parse::<password_hash::ParamsString>()));
    {
        use prost::Message;
        for (name, b) in [("truncated varint", &b"\x08"[..]), ("wire type 7", &b"\x0f"[..]), ("tag zero", &b"\x00"[..]), ("long length", &b"\x0a\x05ab"[..]),
            ("varint overflow", &b"\x08\xff\xff\xff\xff\xff\xff\xff\xff\xff\xff"[..]), ("end group", &b"\x0c"[..]), ("wrong wire type", &b"\x0a\x01\x00"[..]),
            ("bad fixed32", &b"\x0d\x01"[..])] {
            add("prost", format!("Timestamp::decode {}", name), Box::new(move || fail(prost_types::Timestamp::decode(b))));
        }
        for (name, b) in [("utf8", &b"\x0a\x01\xff"[..]), ("bytes short", &b"\x12\x05a"[..]), ("string wire type", &b"\x08\x01"[..])] {
            add("prost", format!("Any::decode {}", name), Box::new(move || fail(prost_types::Any::decode(b))));
        }
        add("prost", "Duration::decode_length_delimited".into(), Box::new(|| fail(prost_types::Duration::decode_length_delimited(&b"\x05\x08"[..]))));
    }
    each!("ruma-identifiers-validation", "user_id::validate", ["", "x", "@", "@a", "@a:", "@a:b c"], |s| fail(ruma_identifiers_validation::user_id::validate(s)));
    each!("ruma-identifiers-validation", "room_id::validate", ["x", "!a"], |s| fail(ruma_identifiers_validation::room_id::validate(s)));
    each!("ruma-identifiers-validation", "event_id::validate", ["x", "$"], |s| fail(ruma_identifiers_validation::event_id::validate(s)));
    each!("ruma-identifiers-validation", "server_name::validate", ["", "a b", "[::1", "a:x"], |s| fail(ruma_identifiers_validation::server_name::validate(s)));
    each!("ruma-identifiers-validation", "mxc_uri::validate", ["", "mxc://", "mxc://a", "mxc://a/b c"], |s| fail(ruma_identifiers_validation::mxc_uri::validate(s)));
    each!("ruma-identifiers-validation", "key_id::validate", ["x", ":a"], |s| fail(ruma_identifiers_validation::key_id::validate(s)));
    each!("ruma-identifiers-validation", "room_version_id::validate", ["", "a b"], |s| fail(ruma_identifiers_validation::room_version_id::validate(s)));
    each!("ruma-identifiers-validation", "client_secret::validate", ["", "a b"], |s| fail(ruma_identifiers_validation::client_secret::validate(s)));
    each!("ruma-identifiers-validation", "room_alias_id::validate", ["x", "#a"], |s| fail(ruma_identifiers_validation::room_alias_id::validate(s)));
    each!("rustc_version", "version_meta_for", ["", "x", "rustc x", "rustc 1.0.0", "rustc 1.0.0\nbinary: rustc", "rustc 1.0.0\nhost: x\nrelease: x", "rustc 1.0.0\nrelease: 1.0.0",
        "rustc 1.0.0\nhost: x\nrelease: 1.0.0\nLLVM version: x"], |s| fail(rustc_version::version_meta_for(s)));
    {
        use scroll::Pread;
        add("scroll", "pread u32 short".into(), Box::new(|| fail((&b"\x01\x02"[..]).pread::<u32>(0))));
        add("scroll", "pread u8 offset".into(), Box::new(|| fail((&b"\x01\x02"[..]).pread::<u8>(5))));
        add("scroll", "pread str length".into(), Box::new(|| fail((&b"ab"[..]).pread_with::<&str>(0, scroll::ctx::StrCtx::Length(10)).map(|_| ()))));
        add("scroll", "pread str utf8".into(), Box::new(|| fail((&b"\xff\xfe\x00"[..]).pread::<&str>(0).map(|_| ()))));
        add("scroll", "pread str delimiter".into(), Box::new(|| fail((&b"abc"[..]).pread_with::<&str>(5, scroll::ctx::StrCtx::Delimiter(0)).map(|_| ()))));
        add("scroll", "pread slice".into(), Box::new(|| fail((&b"abc"[..]).pread_with::<&[u8]>(1, 10).map(|_| ()))));
    }
    each!("termcolor", "Color::from_str", ["", "x", "0x", "1,2", "1,2,x", "256", "1,2,3,4"], |s| fail(s.parse::<termcolor::Color>()));
    each!("ucd-parse", "UnicodeData::from_str", ["", "x", "0041;x", "ZZZZ;A;Lu;0;L;;;;;N;;;;0061;", "0041;A;Lu;x;L;;;;;N;;;;0061;"], |s| fail(s.parse::<ucd_parse::UnicodeData>()));
    each!("ucd-parse", "Codepoint::from_str", ["", "ZZZZ", "110000"], |s| fail(s.parse::<ucd_parse::Codepoint>()));
    each!("ucd-parse", "CaseFold::from_str", ["x", "0041; X; 0061;"], |s| fail(s.parse::<ucd_parse::CaseFold>()));
    each!("ucd-parse", "Age::from_str", ["x", "0041 ; x"], |s| fail(s.parse::<ucd_parse::Age>()));
    each!("ucd-parse", "PropertyValueAlias::from_str", ["x", "ccc; x"], |s| fail(s.parse::<ucd_parse::PropertyValueAlias>()));
    each!("which", "which", ["", "errdex-heldout-nonexistent", "/nonexistent/x", "./nope"], |s| fail(which::which(s)));
    add("which", "which_in empty path".into(), Box::new(|| fail(which::which_in("ls", Some(""), "/"))));
    each!("xmlparser", "Tokenizer", ["<", "<a", "<a b>", "<!DOCTYPE", "<?xml version='x'?>", "&", "<a>&#xZ;</a>", "<!-- -- -->", "<![CDATA[", "<a b='1' c>",
        "<?xml?>", "<a></", "<a b=\"<\"/>", "<!DOCTYPE a [<!ENTITY x>]>", "<a>\u{1}</a>"],
        |s| fail(xmlparser::Tokenizer::from(s).collect::<Result<Vec<_>, _>>().map(|_| ())));
    // sixth batch (split.txt's sixth seeded list): errors whose text a
    // Display impl or a thiserror #[error] attribute writes
for (name, b) in [("empty", &b""[..]), ("tag only", &b"\x02"[..]), ("short", &b"\x02\x01"[..]), ("wrong tag", &b"\x04\x01a"[..]), ("leading zero", &b"\x02\x02\x00\x01"[..]),
        ("negative", &b"\x02\x01\xff"[..]), ("extra data", &b"\x02\x01\x01\x00"[..]), ("long length", &b"\x02\x81\x01\x01"[..]), ("huge length", &b"\x02\x84\xff\xff\xff\xff"[..])] {
        add("asn1", format!("parse_single u64 {}", name), Box::new(move || fail(asn1::parse_single::<u64>(b))));
    }
    for (name, b) in [("bool value", &b"\x01\x01\x05"[..]), ("bool length", &b"\x01\x02\x00\x00"[..])] {
        add("asn1", format!("parse_single bool {}", name), Box::new(move || fail(asn1::parse_single::<bool>(b))));
    }
    for (name, b) in [("printable", &b"\x13\x01*"[..]), ("printable short", &b"\x13\x05ab"[..])] {
        add("asn1", format!("parse_single PrintableString {}", name), Box::new(move || fail(asn1::parse_single::<asn1::PrintableString>(b).map(|_| ()))));
    }
    for (name, b) in [("oid empty", &b"\x06\x00"[..]), ("oid truncated", &b"\x06\x01\x80"[..])] {
        add("asn1", format!("parse_single ObjectIdentifier {}", name), Box::new(move || fail(asn1::parse_single::<asn1::ObjectIdentifier>(b).map(|_| ()))));
    }
    each!("cid", "Cid::try_from str", ["", "x", "zz", "bafy!", "QmYwAPJzv5CZsnA625s3Xf2nemtYgPpHdWEz79ojWnPbdG", "z2", "Qm"], |s| fail(cid::Cid::try_from(s)));
    for (name, b) in [("empty", vec![]), ("version 2", vec![2u8, 0x55]), ("codec unknown", vec![1u8, 0x7f]), ("no hash", vec![1u8, 0x55]), ("bad hash", vec![1u8, 0x55, 0x12, 0x20, 1])] {
        add("cid", format!("Cid::try_from bytes {}", name), Box::new(move || fail(cid::Cid::try_from(b.clone()))));
    }
    {
        #[derive(serde::Deserialize, Debug)]
        #[allow(dead_code)]
        struct C {
            a: u8,
        }
        use config_file::FromConfigFile;
        for (ext, body) in [("toml", "a = "), ("toml", "a = 'x'"), ("json", "{"), ("json", "{\"a\": 300}"), ("yaml", "a: [1"), ("yaml", "b: 1"), ("ini", "a=1"), ("", "a = 1")] {
            add("config-file", format!("from_config_file .{} {}", ext, body), Box::new(move || {
                let path = std::env::temp_dir().join(format!("errdex-heldout-cf-{}{}.{}", body.len(), body.bytes().map(|b| b as usize).sum::<usize>(), ext));
                std::fs::write(&path, body).unwrap();
                fail(C::from_config_file(&path))
            }));
        }
        add("config-file", "from_config_file missing".into(), Box::new(|| fail(C::from_config_file("/nonexistent/errdex.toml"))));
    }
    for (fmt, body) in [("toml", "a = "), ("json", "{"), ("yaml", "a: [1"), ("ini", "[a"), ("toml", "a = 'x'\nb = [1]\nc = {d = 1}")] {
        let f = match fmt { "toml" => config::FileFormat::Toml, "json" => config::FileFormat::Json, "yaml" => config::FileFormat::Yaml, _ => config::FileFormat::Ini };
        add("config", format!("Config::merge {} {}", fmt, body), Box::new(move || fail(config::Config::default().merge(config::File::from_str(body, f)).map(|_| ()))));
        for key in ["a", "b", "c", "nope", "a.b", "b[x]", "b[9]"] {
            add("config", format!("Config::get {} {} {}", fmt, body, key), Box::new(move || {
                let mut c = config::Config::default();
                if c.merge(config::File::from_str(body, f)).is_err() {
                    return None;
                }
                fail(c.get::<i32>(key))
            }));
        }
    }
    add("config", "File::with_name missing".into(), Box::new(|| fail(config::Config::default().merge(config::File::with_name("/nonexistent/errdex")).map(|_| ()))));
    add("config", "File::from path unknown format".into(), Box::new(|| fail(config::Config::default().merge(config::File::from(std::path::Path::new("/nonexistent/errdex.nope"))).map(|_| ()))));
    add("config", "Config::set frozen".into(), Box::new(|| fail(config::Config::default().set("a..b", 1).map(|_| ()))));
    add("config", "Environment".into(), Box::new(|| fail(config::Config::default().merge(config::Environment::with_prefix("ERRDEX_HELDOUT")).and_then(|c| c.get::<i32>("x")))));
    each!("enquote", "unquote", ["", "x", "'a", "\"a\\", "'a\\q'", "'\\u{110000}'", "`a`", "\"a\"b\"", "'\\x4'", "'\\u{zz}'"], |s| fail(enquote::unquote(s)));
    each!("enquote", "unescape", ["\\", "\\q", "\\u{d800}", "\\x"], |s| fail(enquote::unescape(s, None)));
    add("enquote", "unescape illegal".into(), Box::new(|| fail(enquote::unescape("a\"b", Some('"')))));
    for (name, b) in [("empty", vec![]), ("short", vec![1u8; 8]), ("garbage", vec![0xffu8; 40]), ("version 9", {
        let mut v = vec![9u8, 0, 0, 0, 0, 0, 0, 0]; v.extend([0u8; 32]); v }), ("zero", vec![0u8; 40])] {
        add("fst", format!("Map::from_bytes {}", name), Box::new(move || fail(fst::Map::from_bytes(b.clone()).map(|_| ()))));
    }
    add("fst", "MapBuilder out of order".into(), Box::new(|| {
        let mut b = fst::MapBuilder::memory();
        b.insert("b", 1).unwrap();
        fail(b.insert("a", 2))
    }));
    add("fst", "MapBuilder duplicate".into(), Box::new(|| {
        let mut b = fst::MapBuilder::memory();
        b.insert("a", 1).unwrap();
        fail(b.insert("a", 2))
    }));
    for (name, b) in [("empty", vec![]), ("bad magic", b"\x00\x00\x00\x00".to_vec()), ("be magic", b"\xde\x12\x04\x95\x00\x00\x00\x00".to_vec()),
        ("le short", b"\xde\x12\x04\x95\x00\x00\x00\x00\x01\x00\x00\x00".to_vec()), ("le version", b"\x95\x04\x12\xde\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00".to_vec()),
        ("le tables", b"\x95\x04\x12\xde\x00\x00\x00\x00\x01\x00\x00\x00\x1c\x00\x00\x00\xff\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00".to_vec())] {
        add("gettext", format!("Catalog::parse {}", name), Box::new(move || fail(gettext::Catalog::parse(&b[..]))));
    }
    for (name, b) in [("empty", &b""[..]), ("short length", &b"\x01\x00"[..]), ("version 9", &b"\x0b\x00\x00\x00\x09\x00\x00\x00\x00\x00\x08\x01\x00"[..]),
        ("version 5 unit type", &b"\x0b\x00\x00\x00\x05\x00\x09\x08\x00\x00\x00\x00\x00"[..]), ("length too long", &b"\xff\x00\x00\x00\x04\x00"[..]),
        ("dwarf64 short", &b"\xff\xff\xff\xff\x01"[..]), ("address size", &b"\x0b\x00\x00\x00\x04\x00\x00\x00\x00\x00\x03\x01\x00"[..])] {
        add("gimli", format!("DebugInfo::units {}", name), Box::new(move || fail(gimli::DebugInfo::new(b, gimli::LittleEndian).units().next().map(|_| ()))));
    }
    for (name, b) in [("empty", &b""[..]), ("version 9", &b"\x10\x00\x00\x00\x09\x00"[..]), ("short header", &b"\x10\x00\x00\x00\x04\x00\x02\x00"[..])] {
        add("gimli", format!("DebugLine::program {}", name), Box::new(move || fail(gimli::DebugLine::new(b, gimli::LittleEndian).program(gimli::DebugLineOffset(0), 8, None, None).map(|_| ()))));
    }
    each!("gimli", "DebugStr::get_str", ["abc"], |s| fail(gimli::DebugStr::new(s.as_bytes(), gimli::LittleEndian).get_str(gimli::DebugStrOffset(10)).map(|_| ())));
    each!("grep-cli", "parse_human_readable_size", ["", "x", "1X", "K", "99999999999999999999", "99999999999999G", "1.5M", "-1"], |s| fail(grep_cli::parse_human_readable_size(s)));
    add("grep-cli", "pattern_from_bytes invalid".into(), Box::new(|| fail(grep_cli::pattern_from_bytes(b"a\xffb").map(|_| ()))));
    add("grep-cli", "patterns_from_path missing".into(), Box::new(|| fail(grep_cli::patterns_from_path("/nonexistent/errdex-patterns"))));
    add("grep-cli", "CommandReader missing".into(), Box::new(|| {
        let mut c = std::process::Command::new("/nonexistent/errdex-cmd");
        fail(grep_cli::CommandReader::new(&mut c).map(|_| ()))
    }));
    each!("grep-regex", "RegexMatcher::new", ["(", "a{2,1}", "[z-a]", "\\p{Nope}", "a\nb", "(?P<n>a)(?P<n>b)", "x{99999999}"], |s| fail(grep_regex::RegexMatcher::new(s).map(|_| ())));
    each!("grep-regex", "RegexMatcherBuilder line_terminator", ["a\x00b", "\\x00"], |s| fail(grep_regex::RegexMatcherBuilder::new().line_terminator(Some(0)).build(s).map(|_| ())));
    each!("grep-regex", "RegexMatcherBuilder crlf", ["a\rb", "a\nb"], |s| fail(grep_regex::RegexMatcherBuilder::new().crlf(true).build(s).map(|_| ())));
    each!("js_int", "Int::from_str", ["", "x", "9007199254740992", "-9007199254740992", "1.5", "+-1", "99999999999999999999"], |s| fail(s.parse::<js_int::Int>()));
    each!("js_int", "UInt::from_str", ["", "-1", "9007199254740992", "x"], |s| fail(s.parse::<js_int::UInt>()));
    add("js_int", "Int::try_from u64".into(), Box::new(|| fail(js_int::Int::try_from(u64::MAX))));
    add("js_int", "UInt::try_from i64".into(), Box::new(|| fail(js_int::UInt::try_from(-1i64))));
    {
        let hdr = |go_off: u32, go_len: u32, pages_off: u32, pages_len: u32, tail: &[u8]| -> Vec<u8> {
            let mut v = vec![];
            for w in [1u32, go_off, go_len, 28, 0, pages_off, pages_len] {
                v.extend(w.to_le_bytes());
            }
            v.extend(tail);
            v
        };
        // a page entry: first_address, second-level page offset, lsda offset
        let page = |first: u32, off: u32| -> Vec<u8> { [first, off, 0u32].iter().flat_map(|w| w.to_le_bytes()).collect() };
        let page_kind = |kind: u32| -> Vec<u8> { kind.to_le_bytes().to_vec() };
        for (name, b, pc) in [("empty", vec![], 0u32), ("short header", vec![1u8, 0, 0, 0], 0), ("global opcodes", hdr(1000, 4, 28, 0, &[]), 0),
            ("pages", hdr(28, 0, 1000, 2, &[]), 0),
            ("page kind", hdr(28, 0, 28, 2, &[page(0x10, 5000), page(0x100, 0)].concat()), 0x20),
            ("unknown page kind", hdr(28, 0, 28, 2, &[page(0x10, 52), page(0x100, 0), page_kind(9)].concat()), 0x20),
            ("regular page", hdr(28, 0, 28, 2, &[page(0x10, 52), page(0x100, 0), page_kind(2)].concat()), 0x20),
            ("compressed page", hdr(28, 0, 28, 2, &[page(0x10, 52), page(0x100, 0), page_kind(3)].concat()), 0x20),
            ("sentinel", hdr(28, 0, 28, 3, &[page(0x10, 0), page(0x20, 0), page(0x100, 0)].concat()), 0x15)] {
            add("macho-unwind-info", format!("UnwindInfo::lookup {}", name), Box::new(move || fail(macho_unwind_info::UnwindInfo::parse(&b).and_then(|u| u.lookup(pc).map(|_| ())))));
        }
    }
    each!("kurbo", "BezPath::from_svg", ["x", "M", "M 1", "M 1 2 L", "M 1 2 Q 3", "M 1 2 A 1 1 0 2 0 3 3", "L 1 2", "M 1 2 Z Z x", "M 1e", "M 1 2 C 1 2 3"], |s| fail(kurbo::BezPath::from_svg(s)));
    {
        let lex = |args: &'static [&'static str], long: &'static str| -> Result<(), lexopt::Error> {
            use lexopt::prelude::*;
            let mut p = lexopt::Parser::from_args(args.iter().copied());
            while let Some(arg) = p.next()? {
                match arg {
                    Long(l) if l == long => {
                        let _: u8 = p.value()?.parse()?;
                    }
                    Short('n') => {
                        let _: String = p.value()?.into_string()?;
                    }
                    Long("flag") => {}
                    _ => return Err(arg.unexpected()),
                }
            }
            Ok(())
        };
        for (name, args) in [("missing value", &["--num"][..]), ("bad number", &["--num", "x"][..]), ("too big", &["--num=300"][..]), ("unexpected flag value", &["--flag=1"][..]),
            ("unknown long", &["--nope"][..]), ("unknown short", &["-q"][..]), ("positional", &["file"][..]), ("short missing", &["-n"][..])] {
            add("lexopt", format!("Parser {}", name), Box::new(move || fail(lex(args, "num"))));
        }
        add("lexopt", "Parser non-unicode".into(), Box::new(|| {
            use std::os::unix::ffi::OsStringExt;
            let mut p = lexopt::Parser::from_args(vec![std::ffi::OsString::from("-n"), std::ffi::OsString::from_vec(vec![0xff])]);
            let _ = p.next();
            fail(p.value().map_err(lexopt::Error::from).and_then(|v| v.into_string().map_err(|v| lexopt::Error::NonUnicodeValue(v))))
        }));
    }
    for (name, b) in [("empty", vec![]), ("text", b"hello world".to_vec()), ("ogg header", b"OggS\x00\x02\x00\x00\x00\x00\x00\x00\x00\x00\x01\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x01\x05\x01abcde".to_vec()),
        ("ogg bad version", b"OggS\x01\x02\x00\x00\x00\x00\x00\x00\x00\x00\x01\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x01\x05abcde".to_vec()),
        ("vorbis bad", b"OggS\x00\x02\x00\x00\x00\x00\x00\x00\x00\x00\x01\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x01\x07\x01vorbiz".to_vec())] {
        { let b = b.clone(); add("lewton", format!("OggStreamReader::new {}", name), Box::new(move || fail(lewton::inside_ogg::OggStreamReader::new(std::io::Cursor::new(b.clone())).map(|_| ())))); }
        add("ogg", format!("PacketReader::read_packet_expected {}", name), Box::new(move || fail(ogg::PacketReader::new(std::io::Cursor::new(b.clone())).read_packet_expected().map(|_| ()))));
    }
    for (name, b) in [("ident short", &b"\x01vorbis"[..]), ("ident bad", &b"\x01vorbiz\x00\x00\x00\x00\x01\x44\xac\x00\x00"[..]), ("not ident", &b"\x03vorbis"[..]),
        ("ident version", &b"\x01vorbis\x01\x00\x00\x00\x01\x44\xac\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xb8\x01"[..])] {
        add("lewton", format!("read_header_ident {}", name), Box::new(move || fail(lewton::header::read_header_ident(b).map(|_| ()))));
    }
    each!("lewton", "read_header_comment", ["\x03vorbis", "\x03vorbis\x05\x00\x00\x00ab", "\x01vorbis"], |s| fail(lewton::header::read_header_comment(s.as_bytes()).map(|_| ())));
    for (name, b) in [("empty", &b""[..]), ("garbage", &b"\xff\xff\xff\xff"[..]), ("bad block", &b"\x07\x00"[..]), ("truncated", &b"\x4b\x4c\x4a"[..]), ("stored len", &b"\x01\x05\x00\x00\x00ab"[..])] {
        add("miniz_oxide", format!("decompress_to_vec {}", name), Box::new(move || fail(miniz_oxide::inflate::decompress_to_vec(b))));
        add("miniz_oxide", format!("decompress_to_vec_zlib {}", name), Box::new(move || fail(miniz_oxide::inflate::decompress_to_vec_zlib(b))));
    }
    add("miniz_oxide", "decompress_to_vec_with_limit".into(), Box::new(|| fail(miniz_oxide::inflate::decompress_to_vec_with_limit(&miniz_oxide::deflate::compress_to_vec(b"aaaaaaaaaaaaaaaaaaaa", 6), 4))));
    add("miniz_oxide", "decompress_to_vec_zlib adler".into(), Box::new(|| {
        let mut z = miniz_oxide::deflate::compress_to_vec_zlib(b"abcdef", 6);
        let n = z.len();
        z[n - 1] ^= 1;
        fail(miniz_oxide::inflate::decompress_to_vec_zlib(&z))
    }));
    for (name, b) in [("empty", vec![]), ("unknown code", vec![0x99u8, 0x01, 0x00]), ("short digest", vec![0x12u8, 0x20, 0x01]), ("varint overflow", vec![0xffu8; 11]), ("truncated varint", vec![0x80u8])] {
        { let b = b.clone(); add("multihash", format!("Multihash::from_bytes {}", name), Box::new(move || fail(multihash::Multihash::from_bytes(b.clone()).map(|_| ())))); }
        add("unsigned-varint", format!("decode::u64 {}", name), Box::new(move || fail(unsigned_varint::decode::u64(&b).map(|_| ()))));
    }
    each!("unsigned-varint", "decode::u8", ["\u{80}\u{2}"], |s| fail(unsigned_varint::decode::u8(&[0x80, 0x80, 0x01]).map(|_| ()).or_else(|_| unsigned_varint::decode::u8(s.as_bytes()).map(|_| ()))));
    add("unsigned-varint", "decode::u16 not minimal".into(), Box::new(|| fail(unsigned_varint::decode::u16(&[0x81, 0x00]).map(|_| ()))));
    for (name, b) in [("empty", &b""[..]), ("bad magic", &b"\x00asx\x01\x00\x00\x00"[..]), ("bad version", &b"\x00asm\x02\x00\x00\x00"[..]), ("unknown section", &b"\x00asm\x01\x00\x00\x00\x0d\x00"[..]),
        ("truncated section", &b"\x00asm\x01\x00\x00\x00\x01\x05\x01"[..]), ("bad type form", &b"\x00asm\x01\x00\x00\x00\x01\x02\x01\x50"[..]), ("bad opcode", &b"\x00asm\x01\x00\x00\x00\x0a\x04\x01\x02\x00\xfe"[..]),
        ("bad utf8 name", &b"\x00asm\x01\x00\x00\x00\x02\x06\x01\x01\xff\x01a\x00"[..]), ("section order", &b"\x00asm\x01\x00\x00\x00\x03\x01\x00\x01\x01\x00"[..]), ("bad value type", &b"\x00asm\x01\x00\x00\x00\x01\x05\x01\x60\x01\x55\x00"[..])] {
        add("parity-wasm", format!("deserialize_buffer {}", name), Box::new(move || fail(parity_wasm::deserialize_buffer::<parity_wasm::elements::Module>(b).map(|_| ()))));
    }
    add("parity-wasm", "deserialize_file missing".into(), Box::new(|| fail(parity_wasm::deserialize_file("/nonexistent/errdex.wasm").map(|_| ()))));
    each!("prometheus", "Counter::new", ["", "1a", "a b", "a-b"], |s| fail(prometheus::Counter::new(s, "help")));
    add("prometheus", "Counter::new empty help".into(), Box::new(|| fail(prometheus::Counter::new("a", ""))));
    add("prometheus", "CounterVec label name".into(), Box::new(|| fail(prometheus::CounterVec::new(prometheus::Opts::new("a", "h"), &["__x"]))));
    add("prometheus", "CounterVec duplicate label".into(), Box::new(|| fail(prometheus::CounterVec::new(prometheus::Opts::new("a", "h"), &["x", "x"]))));
    add("prometheus", "CounterVec cardinality".into(), Box::new(|| fail(prometheus::CounterVec::new(prometheus::Opts::new("a", "h"), &["x"]).unwrap().get_metric_with_label_values(&["1", "2"]))));
    add("prometheus", "CounterVec label map".into(), Box::new(|| fail(prometheus::CounterVec::new(prometheus::Opts::new("a", "h"), &["x"]).unwrap().get_metric_with(&HashMap::from([("y", "1")])))));
    add("prometheus", "Registry duplicate".into(), Box::new(|| {
        let r = prometheus::Registry::new();
        r.register(Box::new(prometheus::Counter::new("a", "h").unwrap())).unwrap();
        fail(r.register(Box::new(prometheus::Counter::new("a", "h").unwrap())))
    }));
    add("prometheus", "Registry unregister".into(), Box::new(|| fail(prometheus::Registry::new().unregister(Box::new(prometheus::Counter::new("a", "h").unwrap())))));
    add("prometheus", "Histogram buckets".into(), Box::new(|| fail(prometheus::Histogram::with_opts(prometheus::HistogramOpts::new("a", "h").buckets(vec![2.0, 1.0])))));
    add("prometheus", "Histogram empty buckets".into(), Box::new(|| fail(prometheus::Histogram::with_opts(prometheus::HistogramOpts::new("a", "h").buckets(vec![])))));
    add("prometheus", "linear_buckets".into(), Box::new(|| fail(prometheus::linear_buckets(0.0, 0.0, 3))));
    add("prometheus", "exponential_buckets".into(), Box::new(|| fail(prometheus::exponential_buckets(1.0, 0.5, 3))));
    {
        use protobuf::Message;
        for (name, b) in [("truncated varint", &b"\x08"[..]), ("wire type 7", &b"\x0f"[..]), ("tag zero", &b"\x00"[..]), ("long length", &b"\x0a\x05ab"[..]),
            ("varint overflow", &b"\x08\xff\xff\xff\xff\xff\xff\xff\xff\xff\xff"[..]), ("end group", &b"\x0c"[..]), ("bad fixed32", &b"\x0d\x01"[..])] {
            add("protobuf", format!("Timestamp::parse_from_bytes {}", name), Box::new(move || fail(protobuf::well_known_types::Timestamp::parse_from_bytes(b).map(|_| ()))));
        }
        for (name, b) in [("utf8", &b"\x0a\x01\xff"[..]), ("string wire type", &b"\x08\x01"[..]), ("bytes short", &b"\x12\x05a"[..])] {
            add("protobuf", format!("Any::parse_from_bytes {}", name), Box::new(move || fail(protobuf::well_known_types::Any::parse_from_bytes(b).map(|_| ()))));
        }
        add("protobuf", "Type::write_to_bytes missing".into(), Box::new(|| fail(protobuf::descriptor::UninterpretedOption_NamePart::new().write_to_bytes())));
        add("protobuf", "parse_length_delimited_from_bytes".into(), Box::new(|| fail(protobuf::parse_length_delimited_from_bytes::<protobuf::well_known_types::Duration>(b"\x05\x08").map(|_| ()))));
    }
    each!("qrcode", "QrCode::with_version Normal", ["x"], |s| fail(qrcode::QrCode::with_version(s, qrcode::Version::Normal(41), qrcode::EcLevel::L).map(|_| ())));
    each!("qrcode", "QrCode::with_version Micro", ["abcdefghijklmnopqrstuvwxyz", "x"], |s| fail(qrcode::QrCode::with_version(s, qrcode::Version::Micro(1), qrcode::EcLevel::H).map(|_| ())));
    add("qrcode", "QrCode::new too long".into(), Box::new(|| fail(qrcode::QrCode::new(vec![b'a'; 8000]).map(|_| ()))));
    add("qrcode", "QrCode::with_error_correction_level Micro".into(), Box::new(|| fail(qrcode::QrCode::with_version("abcdef", qrcode::Version::Micro(5), qrcode::EcLevel::L).map(|_| ()))));
    add("qrcode", "Bits kanji".into(), Box::new(|| {
        let mut b = qrcode::bits::Bits::new(qrcode::Version::Normal(1));
        fail(b.push_kanji_data(b"\x00\x01"))
    }));
    add("qrcode", "Bits numeric".into(), Box::new(|| {
        let mut b = qrcode::bits::Bits::new(qrcode::Version::Micro(1));
        fail(b.push_alphanumeric_data(b"AB"))
    }));
    add("rand_distr", "Normal::new".into(), Box::new(|| fail(rand_distr::Normal::new(0.0, -1.0))));
    add("rand_distr", "LogNormal::new".into(), Box::new(|| fail(rand_distr::LogNormal::new(0.0, f64::NAN))));
    add("rand_distr", "Normal::from_mean_cv".into(), Box::new(|| fail(rand_distr::Normal::from_mean_cv(1.0, -1.0))));
    add("rand_distr", "Exp::new".into(), Box::new(|| fail(rand_distr::Exp::new(-1.0))));
    add("rand_distr", "Poisson::new".into(), Box::new(|| fail(rand_distr::Poisson::new(0.0))));
    add("rand_distr", "Binomial::new".into(), Box::new(|| fail(rand_distr::Binomial::new(3, 2.0))));
    add("rand_distr", "Gamma::new shape".into(), Box::new(|| fail(rand_distr::Gamma::new(-1.0, 1.0))));
    add("rand_distr", "Gamma::new scale".into(), Box::new(|| fail(rand_distr::Gamma::new(1.0, -1.0))));
    add("rand_distr", "Beta::new".into(), Box::new(|| fail(rand_distr::Beta::new(-1.0, 1.0))));
    add("rand_distr", "Cauchy::new".into(), Box::new(|| fail(rand_distr::Cauchy::new(0.0, -1.0))));
    add("rand_distr", "Triangular::new".into(), Box::new(|| fail(rand_distr::Triangular::new(1.0, 0.0, 0.5))));
    add("rand_distr", "Triangular::new mode".into(), Box::new(|| fail(rand_distr::Triangular::new(0.0, 1.0, 5.0))));
    add("rand_distr", "Pareto::new".into(), Box::new(|| fail(rand_distr::Pareto::new(-1.0, 1.0))));
    add("rand_distr", "Weibull::new".into(), Box::new(|| fail(rand_distr::Weibull::new(1.0, -1.0))));
    add("rand_distr", "Hypergeometric::new".into(), Box::new(|| fail(rand_distr::Hypergeometric::new(2, 5, 1))));
    add("rand_distr", "Geometric::new".into(), Box::new(|| fail(rand_distr::Geometric::new(2.0))));
    add("rand_distr", "Zipf::new".into(), Box::new(|| fail(rand_distr::Zipf::new(10, -1.0))));
    add("rand_distr", "Zeta::new".into(), Box::new(|| fail(rand_distr::Zeta::new(0.5))));
    add("rand_distr", "Dirichlet::new".into(), Box::new(|| fail(rand_distr::Dirichlet::new(&[1.0]).map(|_| ()))));
    add("rand_distr", "Dirichlet::new_with_size".into(), Box::new(|| fail(rand_distr::Dirichlet::new_with_size(-1.0, 3).map(|_| ()))));
    add("rand_distr", "ChiSquared::new".into(), Box::new(|| fail(rand_distr::ChiSquared::new(-1.0))));
    add("rand_distr", "FisherF::new".into(), Box::new(|| fail(rand_distr::FisherF::new(-1.0, 1.0))));
    add("rand_distr", "StudentT::new".into(), Box::new(|| fail(rand_distr::StudentT::new(-1.0))));
    add("rand_distr", "Pert::new".into(), Box::new(|| fail(rand_distr::Pert::new(1.0, 0.0, 0.5))));
    add("rand_distr", "SkewNormal::new".into(), Box::new(|| fail(rand_distr::SkewNormal::new(0.0, -1.0, 0.0))));
    add("rand_distr", "InverseGaussian::new".into(), Box::new(|| fail(rand_distr::InverseGaussian::new(-1.0, 1.0))));
    add("rand_distr", "NormalInverseGaussian::new".into(), Box::new(|| fail(rand_distr::NormalInverseGaussian::new(1.0, 2.0))));
    add("rand_distr", "Gumbel::new".into(), Box::new(|| fail(rand_distr::Gumbel::new(0.0, -1.0))));
    add("rand_distr", "Frechet::new".into(), Box::new(|| fail(rand_distr::Frechet::new(0.0, -1.0, 1.0))));
    add("rand_distr", "WeightedAliasIndex::new".into(), Box::new(|| fail(rand_distr::WeightedAliasIndex::new(Vec::<f64>::new()).map(|_| ()))));
    each!("resolv-conf", "Config::parse", ["nameserver x", "nameserver", "domain", "options ndots:x", "options timeout:", "sortlist 1.2.3.4/x", "foo bar", "search", "options attempts:999", "nameserver 1.2.3.4 5",
        "\u{ff}", "options nope", "options ndots:"], |s| fail(resolv_conf::Config::parse(s)));
    add("resolv-conf", "Config::parse non-utf8".into(), Box::new(|| fail(resolv_conf::Config::parse(b"nameserver \xff"))));
    each!("rsass", "compile_scss", ["a {", "a { b: }", "a { b: c", "@import 'nope';", "a { b: 1px + 1s; }", "@include nope;", "a { b: $nope; }", "@error 'boom';", "a { b: nope(1, 2; }",
        "@mixin m($a) {} a { @include m(1, 2, 3); }", "a { b: 1 / 0 + 'x' - (); }", "@function f() {} a { b: f(); }", "a { b: map-get(1, 2); }", "a { b: nth((1 2), 5); }", "@use 'nope';", "a { b: #ggg; }",
        "@each $x in { }", "@if { }", "a { @extend .nope; }", "$x: 1 !bad;"], |s| fail(rsass::compile_scss(s.as_bytes(), Default::default())));
    add("rust-argon2", "verify_encoded".into(), Box::new(|| fail(argon2::verify_encoded("x", b"p"))));
    each!("rust-argon2", "verify_encoded", ["$argon2i$m=4096,t=3,p=1$c29tZXNhbHQ$!!!", "$argon2x$m=4096,t=3,p=1$c29tZXNhbHQ$aGFzaA", "$argon2i$v=99$m=4096,t=3,p=1$c29tZXNhbHQ$aGFzaA", "$argon2i$m=1,t=3,p=1$c29tZXNhbHQ$aGFzaA",
        "$argon2i$m=4096,t=0,p=1$c29tZXNhbHQ$aGFzaA", "$argon2i$m=4096,t=3,p=0$c29tZXNhbHQ$aGFzaA", "$argon2i$m=4096,t=3,p=1$c2E$aGFzaA", "$argon2i$m=4096,t=3,p=1$c29tZXNhbHQ$aA"], |s| fail(argon2::verify_encoded(s, b"p")));
    add("rust-argon2", "hash_encoded short salt".into(), Box::new(|| fail(argon2::hash_encoded(b"p", b"s", &argon2::Config::default()))));
    add("rust-argon2", "hash_encoded lanes".into(), Box::new(|| fail(argon2::hash_encoded(b"p", b"somesalt", &argon2::Config { lanes: 0, ..argon2::Config::default() }))));
    add("rust-argon2", "hash_encoded memory".into(), Box::new(|| fail(argon2::hash_encoded(b"p", b"somesalt", &argon2::Config { mem_cost: 1, ..argon2::Config::default() }))));
    add("rust-argon2", "hash_encoded time".into(), Box::new(|| fail(argon2::hash_encoded(b"p", b"somesalt", &argon2::Config { time_cost: 0, ..argon2::Config::default() }))));
    add("rust-argon2", "hash_raw output".into(), Box::new(|| fail(argon2::hash_raw(b"p", b"somesalt", &argon2::Config { hash_length: 1, ..argon2::Config::default() }))));
    for (name, b) in [("empty", vec![]), ("text", b"hello".to_vec()), ("le short", b"II*\x00".to_vec()), ("le ifd past end", b"II*\x00\xff\x00\x00\x00".to_vec()),
        ("be bad magic", b"MM\x00\x2b\x00\x00\x00\x08".to_vec()), ("le empty ifd", b"II*\x00\x08\x00\x00\x00\x00\x00\x00\x00\x00\x00".to_vec()),
        ("le ifd tag type", b"II*\x00\x08\x00\x00\x00\x01\x00\x00\x01\x63\x00\x01\x00\x00\x00\x01\x00\x00\x00\x00\x00\x00\x00".to_vec()),
        ("le no width", b"II*\x00\x08\x00\x00\x00\x01\x00\x01\x01\x03\x00\x01\x00\x00\x00\x01\x00\x00\x00\x00\x00\x00\x00".to_vec()),
        ("le bad compression", b"II*\x00\x08\x00\x00\x00\x03\x00\x00\x01\x03\x00\x01\x00\x00\x00\x01\x00\x00\x00\x01\x01\x03\x00\x01\x00\x00\x00\x01\x00\x00\x00\x03\x01\x03\x00\x01\x00\x00\x00\x63\x00\x00\x00\x00\x00\x00\x00".to_vec()),
        ("le bigtiff", b"II+\x00\x09\x00\x00\x00".to_vec())] {
        add("tiff", format!("Decoder::new {}", name), Box::new(move || fail(tiff::decoder::Decoder::new(std::io::Cursor::new(b.clone())).and_then(|mut d| d.read_image().map(|_| ())))));
    }
    each!("totp-rs", "TOTP::from_url", ["", "x", "http://totp/a?secret=AAAA", "otpauth://hotp/a?secret=AAAA", "otpauth://totp/a", "otpauth://totp/a?secret=!!!", "otpauth://totp/a?secret=KRSXG5CTMVRXEZLUKN2XAZLSKNSWG4TFOQ&digits=x",
        "otpauth://totp/a?secret=KRSXG5CTMVRXEZLUKN2XAZLSKNSWG4TFOQ&algorithm=MD5", "otpauth://totp/a?secret=KRSXG5CTMVRXEZLUKN2XAZLSKNSWG4TFOQ&period=x", "otpauth://totp/a:b:c?secret=KRSXG5CTMVRXEZLUKN2XAZLSKNSWG4TFOQ",
        "otpauth://totp/a?secret=AAAA", "otpauth://totp/a?secret=KRSXG5CTMVRXEZLUKN2XAZLSKNSWG4TFOQ&digits=12", "otpauth://totp/a?secret=KRSXG5CTMVRXEZLUKN2XAZLSKNSWG4TFOQ&issuer=b:c"], |s| fail(totp_rs::TOTP::<Vec<u8>>::from_url(s).map(|_| ())));
    add("totp-rs", "TOTP::new digits".into(), Box::new(|| fail(totp_rs::TOTP::new(totp_rs::Algorithm::SHA1, 12, 1, 30, vec![0u8; 20], None, "a".into()).map(|_| ()))));
    add("totp-rs", "TOTP::new secret".into(), Box::new(|| fail(totp_rs::TOTP::new(totp_rs::Algorithm::SHA1, 6, 1, 30, vec![0u8; 4], None, "a".into()).map(|_| ()))));
    add("totp-rs", "TOTP::new account".into(), Box::new(|| fail(totp_rs::TOTP::new(totp_rs::Algorithm::SHA1, 6, 1, 30, vec![0u8; 20], Some("a:b".into()), "a".into()).map(|_| ()))));
    add("totp-rs", "TOTP::new account colon".into(), Box::new(|| fail(totp_rs::TOTP::new(totp_rs::Algorithm::SHA1, 6, 1, 30, vec![0u8; 20], None, "a:b".into()).map(|_| ()))));
    each!("tracing-subscriber", "EnvFilter::try_new", ["a=nope", "[", "a[{", "a[b{c=}]=info", "=info", "a=info=x", "[{x=\"]", "a[x{=1}]", "a[b{c=/[/}]"], |s| fail(tracing_subscriber::EnvFilter::try_new(s)));
    each!("tracing-subscriber", "Targets::from_str", ["a=nope", "a=b=c", "=x", "a=9"], |s| fail(s.parse::<tracing_subscriber::filter::Targets>()));
    each!("tracing-subscriber", "LevelFilter::from_str", ["x", "9"], |s| fail(s.parse::<tracing_subscriber::filter::LevelFilter>()));
    each!("tracing-subscriber", "Directive::from_str", ["a=nope", "[x"], |s| fail(s.parse::<tracing_subscriber::filter::Directive>()));
    each!("trust-dns-proto", "Name::from_ascii", ["a..b", ".a", "a\\", "\\999", "-a.b", "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa", "a b", "\u{e9}"], |s| fail(trust_dns_proto::rr::Name::from_ascii(s)));
    each!("trust-dns-proto", "Name::from_utf8", ["a..b", "\u{0}", "xn--a"], |s| fail(trust_dns_proto::rr::Name::from_utf8(s)));
    each!("trust-dns-proto", "RecordType::from_str", ["", "NOPE"], |s| fail(s.parse::<trust_dns_proto::rr::RecordType>()));
    each!("trust-dns-proto", "DNSClass::from_str", ["", "NOPE"], |s| fail(s.parse::<trust_dns_proto::rr::DNSClass>()));
    for (name, b) in [("empty", &b""[..]), ("short header", &b"\x00\x01\x00"[..]), ("question truncated", &b"\x00\x01\x01\x00\x00\x01\x00\x00\x00\x00\x00\x00\x03ab"[..]),
        ("label pointer loop", &b"\x00\x01\x01\x00\x00\x01\x00\x00\x00\x00\x00\x00\xc0\x0c\x00\x01\x00\x01"[..]), ("bad label type", &b"\x00\x01\x01\x00\x00\x01\x00\x00\x00\x00\x00\x00\x80\x00\x01\x00\x01"[..]),
        ("answer truncated", &b"\x00\x01\x81\x00\x00\x00\x00\x01\x00\x00\x00\x00\x00\x00\x01\x00\x01\x00\x00\x00\x10\x00\x04\x01"[..])] {
        add("trust-dns-proto", format!("Message::from_vec {}", name), Box::new(move || fail(trust_dns_proto::op::Message::from_vec(b).map(|_| ()))));
    }
    for (name, b) in [("empty", &b""[..]), ("first code", &b"\xff\xff"[..]), ("garbage", &b"\x00\x01\xff\xff\xff\xff"[..])] {
        add("weezl", format!("Decoder::decode msb {}", name), Box::new(move || fail(weezl::decode::Decoder::new(weezl::BitOrder::Msb, 8).decode(b))));
        add("weezl", format!("Decoder::decode lsb {}", name), Box::new(move || fail(weezl::decode::Decoder::new(weezl::BitOrder::Lsb, 2).decode(b))));
    }
    each!("weezl", "Encoder::encode", ["\u{7f}"], |s| fail(weezl::encode::Encoder::new(weezl::BitOrder::Msb, 2).encode(s.as_bytes())));
    for (name, b) in [("empty", &b""[..]), ("text", &b"hello\n"[..]), ("no params", &b"YUV4MPEG2\n"[..]), ("bad width", &b"YUV4MPEG2 Wx H2 F1:1\n"[..]), ("no height", &b"YUV4MPEG2 W2 F1:1\n"[..]),
        ("bad framerate", &b"YUV4MPEG2 W2 H2 Fx\n"[..]), ("bad colorspace", &b"YUV4MPEG2 W2 H2 F1:1 Cnope\n"[..]), ("huge", &b"YUV4MPEG2 W99999999 H99999999 F1:1\n"[..]), ("no newline", &b"YUV4MPEG2 W2 H2 F1:1"[..]),
        ("bad frame", &b"YUV4MPEG2 W2 H2 F1:1\nFRAMX\n"[..]), ("short frame", &b"YUV4MPEG2 W2 H2 F1:1\nFRAME\nab"[..])] {
        add("y4m", format!("decode {}", name), Box::new(move || fail(y4m::decode(b).and_then(|mut d| d.read_frame().map(|_| ())))));
    }
    cs
}

/// panic_cases are calls that panic in a crate.
fn panic_cases() -> Vec<(&'static str, &'static str, fn())> {
    vec![
        ("semver", "Version::new overflow", || {
            let v = semver::Version::new(u64::MAX, 0, 0);
            let _ = v.major + 1;
        }),
        ("regex", "Regex::new unwrap", || {
            regex::Regex::new("(").unwrap();
        }),
        ("url", "Url::parse expect", || {
            url::Url::parse("x").expect("bad url");
        }),
        ("http", "header value", || {
            http::HeaderValue::from_static("a\nb");
        }),
        ("http", "HeaderName::from_static", || {
            http::header::HeaderName::from_static("A B");
        }),
        ("http", "Method", || {
            let _ = http::Request::builder().method("G T").body(()).unwrap();
        }),
        ("chrono", "NaiveDate::from_ymd", || {
            chrono::NaiveDate::from_ymd(2020, 2, 30);
        }),
        ("chrono", "NaiveTime::from_hms", || {
            chrono::NaiveTime::from_hms(25, 0, 0);
        }),
        ("chrono", "Duration overflow", || {
            let _ = chrono::Duration::seconds(i64::MAX);
        }),
        ("chrono", "FixedOffset::east", || {
            chrono::FixedOffset::east(100000);
        }),
        ("time", "Date overflow", || {
            let _ = time::Date::MAX + time::Duration::days(1);
        }),
        ("time", "Duration overflow", || {
            let _ = time::Duration::MAX + time::Duration::seconds(1);
        }),
        ("rust_decimal", "overflow", || {
            let _ = rust_decimal::Decimal::MAX + rust_decimal::Decimal::ONE;
        }),
        ("rust_decimal", "divide by zero", || {
            let _ = rust_decimal::Decimal::ONE / rust_decimal::Decimal::ZERO;
        }),
        ("rust_decimal", "new scale", || {
            let _ = rust_decimal::Decimal::new(1, 40);
        }),
        ("ipnet", "hosts", || {
            let _ = ipnet::Ipv4Net::new(std::net::Ipv4Addr::LOCALHOST, 33).unwrap();
        }),
        ("uuid", "from_slice unwrap", || {
            uuid::Uuid::from_slice(&[1]).unwrap();
        }),
        ("hex", "encode_to_slice", || {
            hex::encode_to_slice(b"ab", &mut [0u8; 1]).expect("buffer");
        }),
        ("glob", "Pattern::new unwrap", || {
            glob::Pattern::new("[").unwrap();
        }),
        ("serde_json", "index", || {
            let v = serde_json::json!(1);
            let mut v = v;
            v["a"] = serde_json::json!(1);
        }),
        ("serde_json", "array index", || {
            let mut v = serde_json::json!([1]);
            v[5] = serde_json::json!(1);
        }),
        ("toml", "index", || {
            let mut v: toml::Value = toml::from_str("a = 1").unwrap();
            v["a"]["b"] = toml::Value::Integer(1);
        }),
        ("toml_edit", "index", || {
            let mut d: toml_edit::Document = "a = 1".parse().unwrap();
            d["a"]["b"] = toml_edit::value(1);
        }),
        ("serde_yaml", "index", || {
            let mut v: serde_yaml::Value = serde_yaml::from_str("a: 1").unwrap();
            v["a"]["b"] = serde_yaml::Value::Null;
        }),
        ("tera", "Context insert", || {
            let mut t = tera::Tera::default();
            t.add_raw_template("a", "{{").unwrap();
        }),
        ("base64", "decode unwrap", || {
            base64::decode("!").unwrap();
        }),
        ("time", "Month::nth", || {
            let _ = time::Date::from_calendar_date(2020, time::Month::January, 1).unwrap().replace_day(40).unwrap();
        }),
        ("csv", "ByteRecord range", || {
            let r = csv::ByteRecord::from(vec!["a"]);
            let _ = &r[5];
        }),
        ("roxmltree", "child", || {
            let d = roxmltree::Document::parse("<a/>").unwrap();
            d.root_element().first_child().unwrap();
        }),
        ("data-encoding", "encode_mut", || {
            data_encoding::BASE64.encode_mut(b"abc", &mut [0u8; 1]);
        }),
        ("data-encoding", "decode_mut", || {
            let _ = data_encoding::BASE64.decode_mut(b"AAAA", &mut [0u8; 1]);
        }),
    ]
}

struct Crate {
    name: String,
    dir: String,
    orig: String,
}

/// own_text reports whether a record's site, in the crate's unmodified
/// source, holds a string literal of three letters or more (format
/// placeholders aside).
fn own_text(crates: &[Crate], r: &Record) -> bool {
    let c = match crates.iter().find(|c| c.name == r.krate) {
        Some(c) => c,
        None => return true,
    };
    let src = std::fs::read_to_string(format!("{}/{}", c.orig, r.file)).unwrap_or_default();
    let text: Vec<&str> = src.lines().skip(r.line as usize - 1).take((r.end - r.line + 1) as usize).collect();
    literal_letters(&text.join("\n")) >= 3
}

/// literal_letters is the most ASCII letters one string literal of a
/// source text holds, format placeholders aside.
fn literal_letters(text: &str) -> usize {
    text.split('"')
        .skip(1)
        .step_by(2)
        .map(|l| {
            let mut depth = 0;
            l.chars()
                .filter(|c| {
                    match c {
                        '{' => depth += 1,
                        '}' => depth -= 1,
                        _ => {}
                    }
                    depth == 0 && c.is_ascii_alphabetic()
                })
                .count()
        })
        .max()
        .unwrap_or(0)
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    if args.len() == 3 && args[1] == "--case" {
        let n: usize = args[2].parse().unwrap();
        let ps = panic_cases();
        if n < ps.len() {
            (ps[n].2)();
        } else {
            (cases()[n - ps.len()].call)();
        }
        eprintln!("heldout_cases: case did not panic");
        std::process::exit(3);
    }
    if args.len() != 4 {
        eprintln!("usage: heldout_cases CRATES.txt PATCHED_DIR REGISTRY_DIR > cases.jsonl");
        std::process::exit(2);
    }
    let patched = args[2].trim_end_matches('/').to_string();
    let registry = args[3].trim_end_matches('/').to_string();
    let mut crates = vec![];
    for l in std::fs::read_to_string(&args[1]).expect("crates.txt").lines() {
        let f: Vec<&str> = l.split_whitespace().collect();
        if f.len() < 5 || f[0].starts_with('#') {
            continue;
        }
        crates.push(Crate { name: f[0].into(), dir: format!("{}/{}-{}", patched, f[0], f[1]), orig: format!("{}/{}-{}", registry, f[0], f[1]) });
    }
    let fns = read_fns(&patched, &crates);
    let out = std::io::stdout();
    let mut out = out.lock();
    let mut seen = std::collections::HashSet::new();
    let mut kinds: HashMap<String, usize> = HashMap::new();
    let mut emit = |c: serde_json::Value, out: &mut dyn Write| {
        let key = format!("{}\0{}", c["message"], c["truth"]);
        if seen.insert(key) {
            *kinds.entry(c["kind"].as_str().unwrap().to_string()).or_default() += 1;
            writeln!(out, "{}", c).unwrap();
        }
    };
    let ps = panic_cases();
    for (i, (k, l, _)) in ps.iter().enumerate() {
        if let Some(c) = run_panic(i, k, l, &crates) {
            emit(c, &mut out);
        }
    }
    std::panic::set_hook(Box::new(|_| {}));
    for (i, c) in cases().into_iter().enumerate() {
        errdex_probe::take();
        let r = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| (c.call)()));
        let recs = errdex_probe::take();
        match r {
            Err(_) => {
                let _ = std::panic::take_hook();
                if let Some(c) = run_panic(ps.len() + i, c.krate, &c.label, &crates) {
                    emit(c, &mut out);
                }
                std::panic::set_hook(Box::new(|_| {}));
            }
            Ok(None) => eprintln!("heldout_cases: {}/{} returned no error", c.krate, c.label),
            Ok(Some(o)) => emit(error_case(&c, &o, &recs, &crates, &fns), &mut out),
        }
    }
    let _ = std::panic::take_hook();
    eprintln!("heldout_cases: distinct cases by kind: {:?}", kinds);
}

/// A function of a rewritten crate: its file, lines, statements and
/// parameters (the rewriter's table).
struct FnInfo {
    krate: String,
    file: String,
    start: usize,
    end: usize,
    stmts: usize,
    params: Vec<String>,
}

fn read_fns(patched: &str, crates: &[Crate]) -> Vec<FnInfo> {
    let mut v = vec![];
    for c in crates {
        let p = format!("{}/{}.fns.tsv", patched, c.name);
        for l in std::fs::read_to_string(&p).unwrap_or_default().lines() {
            let f: Vec<&str> = l.split('\t').collect();
            if f.len() == 5 {
                v.push(FnInfo {
                    krate: c.name.clone(),
                    file: f[0].into(),
                    start: f[1].parse().unwrap_or(0),
                    end: f[2].parse().unwrap_or(0),
                    stmts: f[3].parse().unwrap_or(99),
                    params: f[4].split(',').filter(|s| !s.is_empty()).map(String::from).collect(),
                });
            }
        }
    }
    v
}

/// place maps an absolute source path to its crate and the path below the
/// crate's root.
fn place<'a>(path: &str, crates: &'a [Crate]) -> Option<(&'a Crate, String)> {
    // a backtrace shortens paths below the working directory to ./PATH
    let abs;
    let path = match path.strip_prefix("./") {
        Some(rel) => {
            abs = format!("{}/{}", std::env::current_dir().map(|d| d.display().to_string()).unwrap_or_default(), rel);
            abs.as_str()
        }
        None => path,
    };
    crates.iter().find(|c| path.starts_with(&format!("{}/", c.dir))).map(|c| (c, path[c.dir.len() + 1..].to_string()))
}

fn source_line(path: &str, line: usize) -> String {
    std::fs::read_to_string(path).ok().and_then(|s| s.lines().nth(line.wrapping_sub(1)).map(|l| l.trim().to_string())).unwrap_or_default()
}

/// helper_line reports whether a caller's line is a helper's too: in a
/// function of at most three statements, naming one of its parameters,
/// with no string literal of three letters.
fn helper_line(fns: &[FnInfo], krate: &str, file: &str, line: usize, text: &str) -> bool {
    let f = fns.iter().filter(|f| f.krate == krate && f.file == file && f.start <= line && line <= f.end).min_by_key(|f| f.end - f.start);
    let f = match f {
        Some(f) if f.stmts <= 3 => f,
        _ => return false,
    };
    let words: Vec<&str> = text.split(|c: char| !(c.is_alphanumeric() || c == '_')).collect();
    let uses = f.params.iter().any(|p| words.contains(&p.as_str()));
    uses && literal_letters(text) < 3
}

/// frames are a captured stack's (file, line) pairs, innermost first.
fn frames(r: &Record) -> Vec<(String, usize)> {
    let s = format!("{:?}", r.stack);
    let mut v = vec![];
    let mut rest = s.as_str();
    while let Some(i) = rest.find("file: \"") {
        rest = &rest[i + 7..];
        let j = rest.find('"').unwrap_or(0);
        let file = rest[..j].to_string();
        rest = &rest[j..];
        let line = rest.find("line: ").map(|k| rest[k + 6..].chars().take_while(|c| c.is_ascii_digit()).collect::<String>()).unwrap_or_default();
        v.push((file, line.parse().unwrap_or(0)));
    }
    v
}

fn site_json(file: &str, line: usize, start: usize, end: usize, func: &str) -> serde_json::Value {
    serde_json::json!({"file": file, "line": line, "start": start, "end": end, "func": func})
}

fn error_case(c: &Case, o: &Outcome, recs: &[Record], crates: &[Crate], fns: &[FnInfo]) -> serde_json::Value {
    let mut v = serde_json::json!({
        "lang": "rust", "suite": c.krate, "label": c.label, "message": o.text, "traceback": o.text, "nostack": true,
        "kind": "untraced", "package": c.krate, "truth": null, "callers": [], "also": [], "via": "", "type": o.type_name,
    });
    let pick = |f: &dyn Fn(&Record) -> bool| -> Option<&Record> {
        recs.iter().rev().find(|r| !r.pass && f(r)).or_else(|| recs.iter().find(|r| r.pass && f(r)))
    };
    let (mut rec, mut via) = if let Some(r) = recs.iter().find(|r| r.type_name == o.type_name && r.bytes == o.bytes) {
        // the value's first appearance: later records of the same bytes
        // passed it on, or changed it in place (a box keeps its pointer)
        (r, "the value's type and bytes, first seen")
    } else if let Some(r) = pick(&|r| r.text.as_deref() == Some(o.text.as_str())) {
        (r, "the value's text")
    } else if let Some(r) = recs.iter().rev().find(|r| r.text.as_ref().map_or(false, |t| t.len() >= 8 && o.text.contains(t.as_str()))) {
        (r, "a text the value's text holds")
    } else {
        let first = o.type_name.split("::").next().unwrap_or("");
        let listed = crates.iter().any(|k| k.name.replace('-', "_") == first);
        let std = matches!(first, "core" | "std" | "alloc");
        v["kind"] = serde_json::json!(if std || !listed { "external" } else { "untraced" });
        v["via"] = serde_json::json!(format!("no record of {} ({} records)", o.type_name, recs.len()));
        return v;
    };
    // A site with no text of its own that makes a new value from an
    // error made before it (regex's Error::Syntax(err.to_string()), a
    // From conversion): the site is where the error whose text the
    // message holds was made, the latest such one.
    let mut descents = 0;
    while descents < 4 && !own_text(crates, rec) {
        let idx = recs.iter().position(|r| std::ptr::eq(r, rec)).unwrap_or(0);
        let inner = recs[..idx].iter().rev().find(|r| {
            r.text.as_ref().map_or(false, |t| t.len() >= 8 && o.text.contains(t.as_str())) && (r.krate, r.file, r.line) != (rec.krate, rec.file, rec.line)
        });
        match inner {
            Some(r) => {
                rec = r;
                via = "the error whose text a textless site copies";
                descents += 1;
            }
            None => break,
        }
    }
    let mut krate = rec.krate.to_string();
    let (mut file, mut line, mut start, mut end) = (rec.file.to_string(), rec.line as usize, rec.line as usize, rec.end as usize);
    let mut helpers = vec![];
    if rec.helper {
        let fs = frames(rec);
        let dir = crates.iter().find(|k| k.name == krate).map(|k| k.dir.clone()).unwrap_or_default();
        let _ = dir;
        if let Some(i) = fs.iter().position(|(f, l)| place(f, crates).map_or(false, |(k, rel)| k.name == krate && rel == file) && *l == line) {
            let mut i = i;
            for _ in 0..4 {
                let up = match fs[i + 1..].iter().position(|(f, _)| place(f, crates).is_some()) {
                    Some(j) => i + 1 + j,
                    None => break,
                };
                let (k, rel) = place(&fs[up].0, crates).unwrap();
                let l = fs[up].1;
                if !fns.iter().any(|f| f.krate == k.name && f.file == rel && f.start <= l && l <= f.end) {
                    break; // a macro body's line (serde's forward_to_deserialize): no call site
                }
                helpers.push(site_json(&file, line, start, end, ""));
                krate = k.name.clone();
                file = rel;
                line = fs[up].1;
                start = line;
                end = line;
                i = up;
                if !helper_line(fns, &krate, &file, line, &source_line(&fs[up].0, line)) {
                    break;
                }
            }
        }
    }
    if rec.pass && start == end {
        start = line.saturating_sub(3).max(1);
    }
    v["kind"] = serde_json::json!("raised");
    v["package"] = serde_json::json!(krate);
    v["truth"] = site_json(&file, line, start, end, "");
    v["helpers"] = serde_json::json!(helpers);
    v["via"] = serde_json::json!(format!("Err site record matched by {}{}", via, if rec.pass { " (passed on)" } else { "" }));
    v
}

fn run_panic(n: usize, krate: &str, label: &str, crates: &[Crate]) -> Option<serde_json::Value> {
    let exe = std::env::current_exe().ok()?;
    let out = std::process::Command::new(exe).args(["--case", &n.to_string()]).env("RUST_BACKTRACE", "1").output().ok()?;
    let err = String::from_utf8_lossy(&out.stderr).to_string();
    // thread 'main' panicked at FILE:LINE:COL:\nMESSAGE\nnote: ... | stack backtrace:
    let i = err.find("panicked at ")?;
    let rest = &err[i + 12..];
    let nl = rest.find('\n')?;
    let loc = rest[..nl].trim_end_matches(':');
    let mut parts = loc.rsplitn(3, ':');
    let _col = parts.next()?;
    let line: usize = parts.next()?.parse().ok()?;
    let file = parts.next()?.to_string();
    let body = &rest[nl + 1..];
    let end = ["\nstack backtrace:", "\nnote: "].iter().filter_map(|m| body.find(m)).min().unwrap_or(body.len());
    let msg = body[..end].to_string();
    let mut v = serde_json::json!({
        "lang": "rust", "suite": krate, "label": label, "message": msg, "traceback": err.trim_end(), "nostack": false,
        "kind": "external", "package": krate, "truth": null, "callers": [], "also": [], "via": "the panic's location",
    });
    // The location, or else the innermost backtrace frame in a listed
    // crate (a panic whose location is the caller's, such as an expect
    // in an Index impl reported at the indexing line).
    let mut at = place(&file, crates).map(|(k, rel)| (k, rel, file.clone(), line));
    if at.is_none() {
        for l in err.lines() {
            let l = l.trim();
            if let Some(p) = l.strip_prefix("at ") {
                let mut parts = p.rsplitn(3, ':');
                let (_, ln, f) = (parts.next(), parts.next(), parts.next());
                if let (Some(f), Some(Ok(ln))) = (f, ln.map(|x| x.parse::<usize>())) {
                    if let Some((k, rel)) = place(f, crates) {
                        at = Some((k, rel, f.to_string(), ln));
                        break;
                    }
                }
            }
        }
    }
    if let Some((k, rel, _, line)) = at {
        let text = source_line(&format!("{}/{}", k.orig, rel), line);
        let raised = ["panic!", "unreachable!", "assert", "todo!", "unimplemented!", "expect("].iter().any(|m| text.contains(m));
        v["kind"] = serde_json::json!(if raised { "raised" } else { "native" });
        v["package"] = serde_json::json!(k.name);
        v["truth"] = site_json(&rel, line, line, line, "");
    }
    Some(v)
}
