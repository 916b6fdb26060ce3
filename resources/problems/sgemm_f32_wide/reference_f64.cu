// Float64 reference for the precision check: every dot product accumulated in double,
// rounded once to float.
extern "C" __global__ void sgemm_f64(const float* A, const float* B, float* C, int M, int N, int K)
{
    const int col = blockIdx.x * blockDim.x + threadIdx.x;
    const int row = blockIdx.y * blockDim.y + threadIdx.y;
    if (row >= M || col >= N) return;
    double acc = 0.0;
    for (int k = 0; k < K; ++k) acc += (double)A[(long long)row * K + k] * (double)B[(long long)k * N + col];
    C[(long long)row * N + col] = (float)acc;
}
