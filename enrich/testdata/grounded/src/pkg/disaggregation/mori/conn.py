from typing import List


class MoriKVManager:
    def send_state(self, peer_info, src_state_indices: List[int], *rest, **kw) -> List[int]:
        # Guard: no local state tensors -> no-op
        if not self.state_mem_descs:
            return []

        state_types = self.kv_args.state_types
        if not state_types:
            raise RuntimeError(
                "PD state transfer failed: kv_args.state_types is empty but "
                "state_indices were provided"
            )

        if len(peer_info.dst_state_mem_descs) != len(self.state_mem_descs):
            raise RuntimeError(
                f"PD state transfer failed: state component count mismatch "
                f"(local={len(self.state_mem_descs)}, "
                f"remote={len(peer_info.dst_state_mem_descs)})"
            )
        return []

    def connect(self, backend):
        if self._closed:
            raise RuntimeError("connection is closed")
        if backend is None:
            raise ValueError("backend is required")
