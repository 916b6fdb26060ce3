// HGEMM on tensor cores, C (f32) = A (f16) * B (f16) row-major with FP32 accumulation, as a
// tunable template that aims at the vendor library (parameters documented in problem.json):
//  - block tile BM x BN stepping through K by BK; WARPS_M x WARPS_N warps, each owning a
//    (BM/WARPS_M) x (BN/WARPS_N) tile of 16 x 16 x 16 WMMA fragments with FP32 accumulators;
//  - a STAGES-deep cp.async pipeline (Ampere and later): STAGES-1 K tiles are in flight while
//    one is multiplied, one barrier per K step;
//  - SKEW halves of padding per shared-memory row, so the 16-byte rows the fragments load
//    fall in different banks (the padded layout of CUTLASS's SM80 WMMA examples);
//  - a K that is not a multiple of BK (an awkward shape) is zero-filled by cp.async's
//    source size; M and N must be multiples of BM and BN, K and N of 8 (restrictions).
// Dynamic shared memory: STAGES * (BM * (BK + SKEW) + BK * (BN + SKEW)) halves.
#include <cuda_fp16.h>
#include <mma.h>
using namespace nvcuda;

#ifndef BM
#define BM 128
#endif
#ifndef BN
#define BN 128
#endif
#ifndef BK
#define BK 32
#endif
#ifndef WARPS_M
#define WARPS_M 2
#endif
#ifndef WARPS_N
#define WARPS_N 4
#endif
#ifndef STAGES
#define STAGES 3
#endif
#ifndef SKEW
#define SKEW 8
#endif

#define NT (WARPS_M * WARPS_N * 32)
#define FM (BM / WARPS_M / 16)
#define FN (BN / WARPS_N / 16)
#define LDA (BK + SKEW)
#define LDB (BN + SKEW)
#define A_STAGE (BM * LDA)
#define B_STAGE (BK * LDB)

// 16 bytes from global to shared memory, asynchronously; `valid` false writes zeros
// (source size 0) and reads nothing.
__device__ __forceinline__ void cp_async16(void* smem, const void* gmem, bool valid)
{
    const unsigned s = (unsigned)__cvta_generic_to_shared(smem);
    const int bytes = valid ? 16 : 0;
    asm volatile("cp.async.cg.shared.global [%0], [%1], 16, %2;\n" ::"r"(s), "l"(gmem), "r"(bytes) : "memory");
}
__device__ __forceinline__ void cp_async_commit() { asm volatile("cp.async.commit_group;\n" ::: "memory"); }
__device__ __forceinline__ void cp_async_wait_pending() { asm volatile("cp.async.wait_group %0;\n" ::"n"(STAGES - 2) : "memory"); }

extern "C" __global__ void __launch_bounds__(NT)
    hgemm_tiled(const __half* __restrict__ A, const __half* __restrict__ B, float* __restrict__ C, int M, int N, int K)
{
    extern __shared__ __align__(128) unsigned char smem[];
    __half* As = reinterpret_cast<__half*>(smem);
    __half* Bs = As + STAGES * A_STAGE;
    const int tid = threadIdx.x, warp = tid / 32;
    const int wm = warp / WARPS_N, wn = warp % WARPS_N;
    const int m0 = blockIdx.y * BM, n0 = blockIdx.x * BN;

    auto loadStage = [&](int stage, int k0) {
#pragma unroll
        for (int e = tid; e < BM * BK / 8; e += NT) {
            const int r = e / (BK / 8), c = (e % (BK / 8)) * 8;
            const bool ok = k0 + c < K;
            cp_async16(&As[stage * A_STAGE + r * LDA + c], ok ? &A[(long long)(m0 + r) * K + k0 + c] : A, ok);
        }
#pragma unroll
        for (int e = tid; e < BK * BN / 8; e += NT) {
            const int r = e / (BN / 8), c = (e % (BN / 8)) * 8;
            const bool ok = k0 + r < K;
            cp_async16(&Bs[stage * B_STAGE + r * LDB + c], ok ? &B[(long long)(k0 + r) * N + n0 + c] : B, ok);
        }
    };

    wmma::fragment<wmma::accumulator, 16, 16, 16, float> acc[FM][FN];
#pragma unroll
    for (int i = 0; i < FM; ++i)
#pragma unroll
        for (int j = 0; j < FN; ++j) wmma::fill_fragment(acc[i][j], 0.0f);

    const int ktiles = (K + BK - 1) / BK;
#pragma unroll
    for (int s = 0; s < STAGES - 1; ++s) {
        if (s < ktiles) loadStage(s, s * BK);
        cp_async_commit(); // an empty group keeps the count uniform
    }
    for (int kt = 0; kt < ktiles; ++kt) {
        cp_async_wait_pending(); // this thread's copies of tile kt have landed
        __syncthreads(); // everyone's; and everyone is done with tile kt - 1
        const int next = kt + STAGES - 1; // refills the buffer tile kt - 1 used
        if (next < ktiles) loadStage(next % STAGES, next * BK);
        cp_async_commit();
        const __half* as = &As[(kt % STAGES) * A_STAGE];
        const __half* bs = &Bs[(kt % STAGES) * B_STAGE];
#pragma unroll
        for (int kk = 0; kk < BK; kk += 16) {
            wmma::fragment<wmma::matrix_a, 16, 16, 16, __half, wmma::row_major> a[FM];
            wmma::fragment<wmma::matrix_b, 16, 16, 16, __half, wmma::row_major> b[FN];
#pragma unroll
            for (int i = 0; i < FM; ++i) wmma::load_matrix_sync(a[i], as + (wm * FM * 16 + i * 16) * LDA + kk, LDA);
#pragma unroll
            for (int j = 0; j < FN; ++j) wmma::load_matrix_sync(b[j], bs + kk * LDB + wn * FN * 16 + j * 16, LDB);
#pragma unroll
            for (int i = 0; i < FM; ++i)
#pragma unroll
                for (int j = 0; j < FN; ++j) wmma::mma_sync(acc[i][j], a[i], b[j], acc[i][j]);
        }
    }
#pragma unroll
    for (int i = 0; i < FM; ++i)
#pragma unroll
        for (int j = 0; j < FN; ++j) {
            const int row = m0 + wm * FM * 16 + i * 16, col = n0 + wn * FN * 16 + j * 16;
            wmma::store_matrix_sync(&C[(long long)row * N + col], acc[i][j], N, wmma::mem_row_major);
        }
}
