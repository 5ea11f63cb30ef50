package netlike

func dial(network, addr string, err error) error {
	if err != nil {
		return &OpError{Op: "dial", Net: network, Addr: addr, Err: err} // want netlike.OpError "dial {network} {addr}: {err}"
	}
	return nil
}
