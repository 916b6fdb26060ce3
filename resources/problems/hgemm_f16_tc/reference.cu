// Reference: naive GEMM on CUDA cores, one thread per element of C; half inputs are
// converted to float and accumulated in fp32 (each product is exact in fp32).
#include <cuda_fp16.h>

extern "C" __global__ void hgemm_naive(const __half* A, const __half* B, float* C, int M, int N, int K)
{
    const int col = blockIdx.x * blockDim.x + threadIdx.x;
    const int row = blockIdx.y * blockDim.y + threadIdx.y;
    if (row >= M || col >= N) return;
    float acc = 0.0f;
    for (int k = 0; k < K; ++k)
        acc += __half2float(A[(long long)row * K + k]) * __half2float(B[(long long)k * N + col]);
    C[(long long)row * N + col] = acc;
}
