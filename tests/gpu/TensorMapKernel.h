#pragma once
// Test data of tst_tensor_map (raw strings kept out of the moc-parsed file).

/// c = a + b with a and b read by the tensor memory accelerator: each block copies a
/// 16 x 256 box of each, viewed as rows of 4096 floats, into shared memory with
/// cp.async.bulk.tensor, completing one mbarrier transaction, then adds. Rows past the end
/// arrive as zeros (the map's bounds) and are not stored.
inline const char* const kTmaAddSource = R"CU(
struct alignas(64) TensorMap { unsigned long long opaque[16]; };
__device__ __forceinline__ unsigned smem(const void* p) { return (unsigned)__cvta_generic_to_shared(p); }
__device__ __forceinline__ void tma_load(void* dst, const TensorMap& map, int x, int y, unsigned long long* bar)
{
    asm volatile("cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes [%0], [%1, {%2, %3}], [%4];\n"
                 :: "r"(smem(dst)), "l"(&map), "r"(x), "r"(y), "r"(smem(bar)) : "memory");
}
extern "C" __global__ void __launch_bounds__(256)
tma_add(const __grid_constant__ TensorMap ma, const __grid_constant__ TensorMap mb, float* __restrict__ c, int n)
{
    __shared__ alignas(128) float ta[16 * 256];
    __shared__ alignas(128) float tb[16 * 256];
    __shared__ alignas(8) unsigned long long bar;
    const int x0 = blockIdx.x * 256, y0 = blockIdx.y * 16;
    if (threadIdx.x == 0) {
        asm volatile("mbarrier.init.shared::cta.b64 [%0], 1;\n" :: "r"(smem(&bar)) : "memory");
        asm volatile("fence.mbarrier_init.release.cluster;\n" ::: "memory");
    }
    __syncthreads();
    if (threadIdx.x == 0) {
        asm volatile("mbarrier.arrive.expect_tx.shared::cta.b64 _, [%0], %1;\n" :: "r"(smem(&bar)), "r"(2 * 16 * 256 * 4) : "memory");
        tma_load(ta, ma, x0, y0, &bar);
        tma_load(tb, mb, x0, y0, &bar);
    }
    unsigned done = 0;
    while (!done)
        asm volatile("{\n.reg .pred p;\nmbarrier.try_wait.parity.shared::cta.b64 p, [%1], 0;\nselp.u32 %0, 1, 0, p;\n}\n"
                     : "=r"(done) : "r"(smem(&bar)) : "memory");
    for (int i = threadIdx.x; i < 16 * 256; i += 256) {
        const long long idx = (long long)(y0 + i / 256) * 4096 + x0 + i % 256;
        if (idx < n) c[idx] = ta[i] + tb[i];
    }
}
)CU";

/// Its launch: 16 column boxes by ceil(rows / 16) row boxes.
inline const char* const kTmaAddLaunches = R"J([{"kernel": "tma_add", "grid": [16, "ceil_div(n / 4096, 16)", 1],
  "block": [256, 1, 1], "shared_bytes": "0",
  "args": ["tensor_map:a dims=4096, n / 4096 box=256, 16", "tensor_map:b dims=4096, n / 4096 box=256, 16", "c", "n"]}])J";
