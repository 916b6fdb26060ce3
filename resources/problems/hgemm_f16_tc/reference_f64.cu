// Float64 reference for the precision check: half inputs widened exactly to double, every
// dot product accumulated in double, rounded once to float.
#include <cuda_fp16.h>

extern "C" __global__ void hgemm_f64(const __half* A, const __half* B, float* C, int M, int N, int K)
{
    const int col = blockIdx.x * blockDim.x + threadIdx.x;
    const int row = blockIdx.y * blockDim.y + threadIdx.y;
    if (row >= M || col >= N) return;
    double acc = 0.0;
    for (int k = 0; k < K; ++k)
        acc += (double)__half2float(A[(long long)row * K + k]) * (double)__half2float(B[(long long)k * N + col]);
    C[(long long)row * N + col] = (float)acc;
}
