// Double-buffered (cp.async) shared-memory wmma GEMM. BM = BN = 128, BK = 32, 8 warps in a
// 2 (M) x 4 (N) grid, warp tile 64 x 32. Requires M, N multiples of 128, K a multiple of 32,
// and 16-byte aligned A and B.
#include <cuda_fp16.h>
#include <mma.h>
using namespace nvcuda;

#define BM 128
#define BN 128
#define BK 32
#define SKEW 8
#define LDA (BK + SKEW)   // 40 halves = 80 bytes
#define LDB (BN + SKEW)   // 136 halves = 272 bytes
#define A_STAGE (BM * LDA)
#define B_STAGE (BK * LDB)

__device__ __forceinline__ void cp_async16(void* smem, const void* gmem)
{
    const unsigned s = (unsigned)__cvta_generic_to_shared(smem);
    asm volatile("cp.async.cg.shared.global [%0], [%1], 16;\n" :: "r"(s), "l"(gmem) : "memory");
}
__device__ __forceinline__ void cp_async_commit() { asm volatile("cp.async.commit_group;\n" ::: "memory"); }
__device__ __forceinline__ void cp_async_wait_1() { asm volatile("cp.async.wait_group 1;\n" ::: "memory"); }

extern "C" __global__ void __launch_bounds__(256)
hgemm_wmma_cpasync(const __half* __restrict__ A, const __half* __restrict__ B, float* __restrict__ C, int M, int N, int K)
{
    __shared__ __align__(128) __half As[2 * A_STAGE];
    __shared__ __align__(128) __half Bs[2 * B_STAGE];
    const int tid = threadIdx.x, warp = tid / 32;
    const int wm = warp / 4, wn = warp % 4;  // warp tile origin: (wm * 64, wn * 32)
    const int m0 = blockIdx.y * BM, n0 = blockIdx.x * BN;

    // Each tile is 512 chunks of 16 bytes; every thread copies 2 of A and 2 of B per stage.
    auto load_stage = [&](int stage, int k0) {
#pragma unroll
        for (int q = 0; q < 2; ++q) {
            const int e = tid + q * 256;
            const int ar = e / (BK / 8), ac = (e % (BK / 8)) * 8;   // A: 128 rows x 4 chunks
            cp_async16(&As[stage * A_STAGE + ar * LDA + ac], &A[(long long)(m0 + ar) * K + k0 + ac]);
            const int br = e / (BN / 8), bc = (e % (BN / 8)) * 8;   // B: 32 rows x 16 chunks
            cp_async16(&Bs[stage * B_STAGE + br * LDB + bc], &B[(long long)(k0 + br) * N + n0 + bc]);
        }
    };

    wmma::fragment<wmma::accumulator, 16, 16, 16, float> acc[4][2];
#pragma unroll
    for (int i = 0; i < 4; ++i)
#pragma unroll
        for (int j = 0; j < 2; ++j) wmma::fill_fragment(acc[i][j], 0.0f);

    const int ktiles = K / BK;
    load_stage(0, 0);
    cp_async_commit();
    for (int kt = 0; kt < ktiles; ++kt) {
        if (kt + 1 < ktiles) load_stage((kt + 1) & 1, (kt + 1) * BK);
        cp_async_commit();      // possibly empty group keeps the accounting uniform
        cp_async_wait_1();      // the group of stage kt has landed (this thread's copies)
        __syncthreads();        // ... and everyone else's
        const __half* as = &As[(kt & 1) * A_STAGE];
        const __half* bs = &Bs[(kt & 1) * B_STAGE];
#pragma unroll
        for (int kk = 0; kk < BK; kk += 16) {
            wmma::fragment<wmma::matrix_a, 16, 16, 16, __half, wmma::row_major> a[4];
            wmma::fragment<wmma::matrix_b, 16, 16, 16, __half, wmma::row_major> b[2];
#pragma unroll
            for (int i = 0; i < 4; ++i) wmma::load_matrix_sync(a[i], as + (wm * 64 + i * 16) * LDA + kk, LDA);
#pragma unroll
            for (int j = 0; j < 2; ++j) wmma::load_matrix_sync(b[j], bs + kk * LDB + wn * 32 + j * 16, LDB);
#pragma unroll
            for (int i = 0; i < 4; ++i)
#pragma unroll
                for (int j = 0; j < 2; ++j) wmma::mma_sync(acc[i][j], a[i], b[j], acc[i][j]);
        }
        __syncthreads();        // stage kt & 1 is refilled two iterations later
    }
#pragma unroll
    for (int i = 0; i < 4; ++i)
#pragma unroll
        for (int j = 0; j < 2; ++j)
            wmma::store_matrix_sync(C + (long long)(m0 + wm * 64 + i * 16) * N + n0 + wn * 32 + j * 16, acc[i][j], N,
                                    wmma::mem_row_major);
}
