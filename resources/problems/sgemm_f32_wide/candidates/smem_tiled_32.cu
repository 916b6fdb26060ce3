// 32 x 32 shared-memory tiling, one output per thread. Requires M, N, K multiples of 32.
extern "C" __global__ void __launch_bounds__(1024)
sgemm_smem32(const float* __restrict__ A, const float* __restrict__ B, float* __restrict__ C, int M, int N, int K)
{
    __shared__ float As[32][32];
    __shared__ float Bs[32][32];
    const int tx = threadIdx.x, ty = threadIdx.y;
    const int row = blockIdx.y * 32 + ty, col = blockIdx.x * 32 + tx;
    float acc = 0.0f;
    for (int k0 = 0; k0 < K; k0 += 32) {
        As[ty][tx] = A[(long long)row * K + k0 + tx];
        Bs[ty][tx] = B[(long long)(k0 + ty) * N + col];
        __syncthreads();
#pragma unroll
        for (int k = 0; k < 32; ++k) acc += As[ty][k] * Bs[k][tx];
        __syncthreads();
    }
    C[(long long)row * N + col] = acc;
}
