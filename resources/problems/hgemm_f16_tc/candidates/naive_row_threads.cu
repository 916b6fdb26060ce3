// Naive half GEMM with threadIdx.x along the rows of C (uncoalesced A loads, strided C stores).
#include <cuda_fp16.h>

extern "C" __global__ void hgemm_naive_rows(const __half* A, const __half* B, float* C, int M, int N, int K)
{
    const int row = blockIdx.x * blockDim.x + threadIdx.x;
    const int col = blockIdx.y * blockDim.y + threadIdx.y;
    if (row >= M || col >= N) return;
    float acc = 0.0f;
    for (int k = 0; k < K; ++k)
        acc += __half2float(A[(long long)row * K + k]) * __half2float(B[(long long)k * N + col]);
    C[(long long)row * N + col] = acc;
}
