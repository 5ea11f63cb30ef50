// Integration tests are skipped: nothing here is a site.
#[test]
fn it_works() {
    panic!("integration test failure");
}
