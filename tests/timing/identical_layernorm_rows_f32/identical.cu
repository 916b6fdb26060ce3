// Reference: one block of 256 threads per row, three passes over the row in global memory
// (mean, variance around the mean, normalise) with shared-memory tree reductions.
__device__ float block_sum_256(float v, float* s)
{
    const unsigned tid = threadIdx.x;
    s[tid] = v;
    __syncthreads();
    for (unsigned stride = blockDim.x / 2; stride > 0; stride >>= 1) {
        if (tid < stride) s[tid] += s[tid + stride];
        __syncthreads();
    }
    v = s[0];
    __syncthreads();
    return v;
}

extern "C" __global__ void layernorm_ref(const float* x, const float* gamma, const float* beta, float* y,
                                         int rows, int cols, float eps)
{
    __shared__ float s[256];
    const int row = blockIdx.x;
    if (row >= rows) return;
    const float* xr = x + (long long)row * cols;
    float* yr = y + (long long)row * cols;

    float acc = 0.0f;
    for (int j = threadIdx.x; j < cols; j += blockDim.x) acc += xr[j];
    const float mean = block_sum_256(acc, s) / cols;

    acc = 0.0f;
    for (int j = threadIdx.x; j < cols; j += blockDim.x) {
        const float d = xr[j] - mean;
        acc += d * d;
    }
    const float var = block_sum_256(acc, s) / cols;
    const float inv_std = 1.0f / sqrtf(var + eps);

    for (int j = threadIdx.x; j < cols; j += blockDim.x)
        yr[j] = (xr[j] - mean) * inv_std * gamma[j] + beta[j];
}
