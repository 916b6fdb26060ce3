// Tunable register-blocked SGEMM (2D block tiling). Parameters (as -D macros):
//   BM, BN  block tile of C (rows x columns)
//   BK      depth of the shared-memory tiles of A and B per step
//   TM, TN  micro-tile of C per thread; the block has (BM/TM)*(BN/TN) threads
// A thread computes rows ty + i*(BM/TM) and columns tx + j*(BN/TN) (strided micro-tile),
// so shared reads of B and global writes of C are consecutive across a warp.
// The A tile is stored transposed (As[k][m]) so the inner loop reads rows of both tiles.
// The plan guarantees M % BM == 0, N % BN == 0, K % BK == 0 and that every thread loads
// the same number of elements of each tile.
#ifndef BM
#define BM 64
#endif
#ifndef BN
#define BN 64
#endif
#ifndef BK
#define BK 8
#endif
#ifndef TM
#define TM 4
#endif
#ifndef TN
#define TN 4
#endif

#define THREADS_M (BM / TM)
#define THREADS_N (BN / TN)
#define NTHREADS (THREADS_M * THREADS_N)

extern "C" __global__ void __launch_bounds__(NTHREADS, 1)
sgemm_tuned(const float* __restrict__ A, const float* __restrict__ B, float* __restrict__ C, int M, int N, int K)
{
    __shared__ float As[BK][BM];
    __shared__ float Bs[BK][BN];
    const int tid = threadIdx.x;
    const int tx = tid % THREADS_N, ty = tid / THREADS_N;
    const int m0 = blockIdx.y * BM, n0 = blockIdx.x * BN;

    float acc[TM][TN];
#pragma unroll
    for (int i = 0; i < TM; ++i)
#pragma unroll
        for (int j = 0; j < TN; ++j) acc[i][j] = 0.0f;

    for (int k0 = 0; k0 < K; k0 += BK) {
        // A tile: BM x BK, read along k (coalesced in chunks of BK), stored transposed.
#pragma unroll
        for (int e = tid; e < BM * BK; e += NTHREADS) {
            const int r = e / BK, c = e % BK;
            As[c][r] = A[(long long)(m0 + r) * K + k0 + c];
        }
        // B tile: BK x BN, read along n (coalesced).
#pragma unroll
        for (int e = tid; e < BK * BN; e += NTHREADS) {
            const int r = e / BN, c = e % BN;
            Bs[r][c] = B[(long long)(k0 + r) * N + n0 + c];
        }
        __syncthreads();
#pragma unroll
        for (int kk = 0; kk < BK; ++kk) {
            float a[TM], b[TN];
#pragma unroll
            for (int i = 0; i < TM; ++i) a[i] = As[kk][ty + i * THREADS_M];
#pragma unroll
            for (int j = 0; j < TN; ++j) b[j] = Bs[kk][tx + j * THREADS_N];
#pragma unroll
            for (int i = 0; i < TM; ++i)
#pragma unroll
                for (int j = 0; j < TN; ++j) acc[i][j] += a[i] * b[j];
        }
        __syncthreads();
    }
#pragma unroll
    for (int i = 0; i < TM; ++i)
#pragma unroll
        for (int j = 0; j < TN; ++j)
            C[(long long)(m0 + ty + i * THREADS_M) * N + n0 + tx + j * THREADS_N] = acc[i][j];
}
