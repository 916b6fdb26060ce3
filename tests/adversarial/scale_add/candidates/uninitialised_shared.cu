extern "C" __global__ void scale_add(const float* x, const float* w, float* y, int n) {
    extern __shared__ float bias[];
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) y[i] = x[i] * w[i] + x[i] + bias[threadIdx.x];
}
