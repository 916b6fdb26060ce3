// Reference: naive SGEMM, one thread per element of C, the dot product read straight from
// global memory (threadIdx.x runs along a row of C, so B and C accesses are coalesced and
// A is a broadcast within a half-warp).
extern "C" __global__ void sgemm_naive(const float* A, const float* B, float* C, int M, int N, int K)
{
    const int col = blockIdx.x * blockDim.x + threadIdx.x;
    const int row = blockIdx.y * blockDim.y + threadIdx.y;
    if (row >= M || col >= N) return;
    float acc = 0.0f;
    for (int k = 0; k < K; ++k) acc += A[(long long)row * K + k] * B[(long long)k * N + col];
    C[(long long)row * N + col] = acc;
}
