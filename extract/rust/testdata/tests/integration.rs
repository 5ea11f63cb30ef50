// Integration tests are skipped: nothing here is a site.
#[test]
fn it_works() {
    panic!("integration test failure");
}

#[test]
#[should_panic(expected = "port 0 is out of range")]
fn rejects_port_zero() {
    let cfg = Config::default();
    cfg.listen(0);
}

#[test]
#[should_panic = "empty \"name\""]
fn rejects_empty_name() {
    validate("")
}

#[test]
#[should_panic]
fn any_panic() {
    assert!(setup().is_ok());
}
