// Reference: one block of 256 threads per row, three passes over the row in global memory
// (max, sum of exponentials, normalise) with shared-memory tree reductions.
#define NEG_INF __int_as_float(0xff800000)  // -inf (no <cmath> under NVRTC)

extern "C" __global__ void softmax_ref(const float* x, float* y, int rows, int cols)
{
    __shared__ float s[256];
    const int row = blockIdx.x;
    const unsigned tid = threadIdx.x;
    if (row >= rows) return;
    const float* xr = x + (long long)row * cols;
    float* yr = y + (long long)row * cols;

    float m = NEG_INF;
    for (int j = tid; j < cols; j += blockDim.x) m = fmaxf(m, xr[j]);
    s[tid] = m;
    __syncthreads();
    for (unsigned stride = blockDim.x / 2; stride > 0; stride >>= 1) {
        if (tid < stride) s[tid] = fmaxf(s[tid], s[tid + stride]);
        __syncthreads();
    }
    m = s[0];
    __syncthreads();

    float sum = 0.0f;
    for (int j = tid; j < cols; j += blockDim.x) sum += expf(xr[j] - m);
    s[tid] = sum;
    __syncthreads();
    for (unsigned stride = blockDim.x / 2; stride > 0; stride >>= 1) {
        if (tid < stride) s[tid] += s[tid + stride];
        __syncthreads();
    }
    sum = s[0];

    for (int j = tid; j < cols; j += blockDim.x) yr[j] = expf(xr[j] - m) / sum;
}
