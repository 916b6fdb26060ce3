// Tunable tensor-core GEMM with nvcuda::wmma (16x16x16 half fragments, fp32 accumulators).
// Parameters (as -D macros):
//   WARPS_M, WARPS_N  warps per block along M and N
//   FRAG_M, FRAG_N    16x16 accumulator fragments per warp along M and N
//   BK                depth of the shared-memory tiles per step (multiple of 16)
// Block tile: BM = WARPS_M*FRAG_M*16 by BN = WARPS_N*FRAG_N*16. A and B tiles are staged in
// shared memory with 16-byte vector loads, rows padded by 8 halves (SKEW) against bank
// conflicts of ldmatrix; accumulators are stored straight to global C.
// The plan guarantees M % BM == 0, N % BN == 0, K % BK == 0 and static shared memory <= 48 KiB.
#include <cuda_fp16.h>
#include <mma.h>
using namespace nvcuda;

#ifndef WARPS_M
#define WARPS_M 2
#endif
#ifndef WARPS_N
#define WARPS_N 2
#endif
#ifndef FRAG_M
#define FRAG_M 2
#endif
#ifndef FRAG_N
#define FRAG_N 2
#endif
#ifndef BK
#define BK 32
#endif

#define BM (WARPS_M * FRAG_M * 16)
#define BN (WARPS_N * FRAG_N * 16)
#define NTHREADS (32 * WARPS_M * WARPS_N)
#define SKEW 8
#define LDA (BK + SKEW)
#define LDB (BN + SKEW)

extern "C" __global__ void __launch_bounds__(NTHREADS, 1)
hgemm_tuned(const __half* __restrict__ A, const __half* __restrict__ B, float* __restrict__ C, int M, int N, int K)
{
    __shared__ __align__(128) __half As[BM * LDA];
    __shared__ __align__(128) __half Bs[BK * LDB];
    const int tid = threadIdx.x;
    const int warp = tid / 32;
    const int wm = warp / WARPS_N, wn = warp % WARPS_N;
    const int m0 = blockIdx.y * BM, n0 = blockIdx.x * BN;

    wmma::fragment<wmma::accumulator, 16, 16, 16, float> acc[FRAG_M][FRAG_N];
#pragma unroll
    for (int i = 0; i < FRAG_M; ++i)
#pragma unroll
        for (int j = 0; j < FRAG_N; ++j) wmma::fill_fragment(acc[i][j], 0.0f);

    for (int k0 = 0; k0 < K; k0 += BK) {
        // A tile BM x BK in 16-byte chunks of 8 halves.
        for (int e = tid; e < BM * BK / 8; e += NTHREADS) {
            const int r = e / (BK / 8), c = (e % (BK / 8)) * 8;
            *reinterpret_cast<uint4*>(&As[r * LDA + c]) =
                *reinterpret_cast<const uint4*>(&A[(long long)(m0 + r) * K + k0 + c]);
        }
        // B tile BK x BN.
        for (int e = tid; e < BK * BN / 8; e += NTHREADS) {
            const int r = e / (BN / 8), c = (e % (BN / 8)) * 8;
            *reinterpret_cast<uint4*>(&Bs[r * LDB + c]) =
                *reinterpret_cast<const uint4*>(&B[(long long)(k0 + r) * N + n0 + c]);
        }
        __syncthreads();
#pragma unroll
        for (int kk = 0; kk < BK; kk += 16) {
            wmma::fragment<wmma::matrix_a, 16, 16, 16, __half, wmma::row_major> a[FRAG_M];
            wmma::fragment<wmma::matrix_b, 16, 16, 16, __half, wmma::row_major> b[FRAG_N];
#pragma unroll
            for (int i = 0; i < FRAG_M; ++i)
                wmma::load_matrix_sync(a[i], &As[(wm * FRAG_M * 16 + i * 16) * LDA + kk], LDA);
#pragma unroll
            for (int j = 0; j < FRAG_N; ++j)
                wmma::load_matrix_sync(b[j], &Bs[kk * LDB + wn * FRAG_N * 16 + j * 16], LDB);
#pragma unroll
            for (int i = 0; i < FRAG_M; ++i)
#pragma unroll
                for (int j = 0; j < FRAG_N; ++j) wmma::mma_sync(acc[i][j], a[i], b[j], acc[i][j]);
        }
        __syncthreads();
    }
#pragma unroll
    for (int i = 0; i < FRAG_M; ++i)
#pragma unroll
        for (int j = 0; j < FRAG_N; ++j) {
            float* cp = C + (long long)(m0 + wm * FRAG_M * 16 + i * 16) * N + n0 + wn * FRAG_N * 16 + j * 16;
            wmma::store_matrix_sync(cp, acc[i][j], N, wmma::mem_row_major);
        }
}
