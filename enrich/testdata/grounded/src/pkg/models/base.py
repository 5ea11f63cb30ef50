import torch


class Model:
    def forward(self, x):
        raise NotImplementedError()

    def load_weights(self, weights, names):
        for name in names:
            if name not in weights:
                raise KeyError(f"missing weight {name}")

    def check(self, x, fused):
        if fused:
            assert x.dtype == torch.int32, "fused needs int32"
