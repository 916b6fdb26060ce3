// 1D block tiling: BM = BN = 64, BK = 8, TM = 8 results per thread (a column strip).
// Requires M, N multiples of 64 and K a multiple of 8.
#define BM 64
#define BN 64
#define BK 8
#define TM 8

extern "C" __global__ void __launch_bounds__(512)
sgemm_blocktile_1d(const float* __restrict__ A, const float* __restrict__ B, float* __restrict__ C, int M, int N, int K)
{
    __shared__ float As[BM][BK];
    __shared__ float Bs[BK][BN];
    const int tid = threadIdx.x;
    const int tx = tid % BN, ty = tid / BN;  // ty in [0, 8): rows ty*8 .. ty*8+7
    const int m0 = blockIdx.y * BM, n0 = blockIdx.x * BN;
    // Loading: A tile 64 x 8 (one element per thread), B tile 8 x 64 (one element per thread).
    const int ar = tid / BK, ac = tid % BK;
    const int br = tid / BN, bc = tid % BN;
    float acc[TM];
#pragma unroll
    for (int i = 0; i < TM; ++i) acc[i] = 0.0f;
    for (int k0 = 0; k0 < K; k0 += BK) {
        As[ar][ac] = A[(long long)(m0 + ar) * K + k0 + ac];
        Bs[br][bc] = B[(long long)(k0 + br) * N + n0 + bc];
        __syncthreads();
#pragma unroll
        for (int k = 0; k < BK; ++k) {
            const float b = Bs[k][tx];
#pragma unroll
            for (int i = 0; i < TM; ++i) acc[i] += As[ty * TM + i][k] * b;
        }
        __syncthreads();
    }
#pragma unroll
    for (int i = 0; i < TM; ++i) C[(long long)(m0 + ty * TM + i) * N + n0 + tx] = acc[i];
}
