// CUDA-core register-blocked GEMM with half inputs, fp32 math. BM = BN = 128, BK = 16,
// 8 x 8 outputs per thread. Requires M, N multiples of 128 and K a multiple of 16.
#include <cuda_fp16.h>
#define BM 128
#define BN 128
#define BK 16

extern "C" __global__ void __launch_bounds__(256)
hgemm_simt_regblock(const __half* __restrict__ A, const __half* __restrict__ B, float* __restrict__ C, int M, int N, int K)
{
    __shared__ __align__(16) float As[BK][BM];  // transposed
    __shared__ __align__(16) float Bs[BK][BN];
    const int tid = threadIdx.x;
    const int tx = tid % 16, ty = tid / 16;
    const int m0 = blockIdx.y * BM, n0 = blockIdx.x * BN;
    // A tile 128 x 16 halves = 256 chunks of 8 halves: row tid/2, columns (tid%2)*8 .. +7.
    const int a_row = tid / 2, a_col = (tid % 2) * 8;
    // B tile 16 x 128 halves = 256 chunks: row tid/16, columns (tid%16)*8 .. +7.
    const int b_row = tid / 16, b_col = (tid % 16) * 8;

    float acc[8][8];
#pragma unroll
    for (int i = 0; i < 8; ++i)
#pragma unroll
        for (int j = 0; j < 8; ++j) acc[i][j] = 0.0f;

    for (int k0 = 0; k0 < K; k0 += BK) {
        const uint4 ra = *reinterpret_cast<const uint4*>(&A[(long long)(m0 + a_row) * K + k0 + a_col]);
        const uint4 rb = *reinterpret_cast<const uint4*>(&B[(long long)(k0 + b_row) * N + n0 + b_col]);
        const __half2* ha = reinterpret_cast<const __half2*>(&ra);
        const __half2* hb = reinterpret_cast<const __half2*>(&rb);
#pragma unroll
        for (int q = 0; q < 4; ++q) {
            const float2 fa = __half22float2(ha[q]);
            As[a_col + 2 * q][a_row] = fa.x;
            As[a_col + 2 * q + 1][a_row] = fa.y;
            const float2 fb = __half22float2(hb[q]);
            Bs[b_row][b_col + 2 * q] = fb.x;
            Bs[b_row][b_col + 2 * q + 1] = fb.y;
        }
        __syncthreads();
#pragma unroll
        for (int k = 0; k < BK; ++k) {
            const float4 a0 = *reinterpret_cast<const float4*>(&As[k][ty * 8]);
            const float4 a1 = *reinterpret_cast<const float4*>(&As[k][ty * 8 + 4]);
            const float4 b0 = *reinterpret_cast<const float4*>(&Bs[k][tx * 8]);
            const float4 b1 = *reinterpret_cast<const float4*>(&Bs[k][tx * 8 + 4]);
            const float a[8] = {a0.x, a0.y, a0.z, a0.w, a1.x, a1.y, a1.z, a1.w};
            const float b[8] = {b0.x, b0.y, b0.z, b0.w, b1.x, b1.y, b1.z, b1.w};
#pragma unroll
            for (int i = 0; i < 8; ++i)
#pragma unroll
                for (int j = 0; j < 8; ++j) acc[i][j] += a[i] * b[j];
        }
        __syncthreads();
    }
#pragma unroll
    for (int i = 0; i < 8; ++i) {
        float* cp = C + (long long)(m0 + ty * 8 + i) * N + n0 + tx * 8;
        *reinterpret_cast<float4*>(cp) = make_float4(acc[i][0], acc[i][1], acc[i][2], acc[i][3]);
        *reinterpret_cast<float4*>(cp + 4) = make_float4(acc[i][4], acc[i][5], acc[i][6], acc[i][7]);
    }
}
