package traffic

// MB is the megabyte of the message sizes (10^6 bytes, as the credit
// panel's 1 MB message).
const MB = 1_000_000

// SizeShare is one message size and the share of messages of that size.
type SizeShare struct {
	Bytes int     `json:"bytes"` // message size
	Share float64 `json:"share"` // of the messages, 0 to 1
	// FromSeed is true when the seed gives the share (68% at 1 MB); the
	// others are the model's choice.
	FromSeed bool `json:"from_seed"`
}

// InferenceShareAt1MB is the seed's figure: 68% of inference collective
// messages are 1 MB.
const InferenceShareAt1MB = 0.68

// InferenceMix is the message-size mix of inference collectives: 68% at
// 1 MB (the seed); the other 32% spread by the model over smaller
// (64 KB, 256 KB) and larger (4 MB, 16 MB) messages.
func InferenceMix() []SizeShare {
	return []SizeShare{
		{Bytes: 64_000, Share: 0.06},
		{Bytes: 256_000, Share: 0.12},
		{Bytes: 1 * MB, Share: InferenceShareAt1MB, FromSeed: true},
		{Bytes: 4 * MB, Share: 0.10},
		{Bytes: 16 * MB, Share: 0.04},
	}
}

// TrainingMix is the model's training mix: the seed says only that
// training messages cluster at a few sizes of tens to hundreds of MB, so
// the model takes three (32, 128 and 512 MB).
func TrainingMix() []SizeShare {
	return []SizeShare{
		{Bytes: 32 * MB, Share: 0.30},
		{Bytes: 128 * MB, Share: 0.45},
		{Bytes: 512 * MB, Share: 0.25},
	}
}

// MeanBytes is the mean message size of a mix.
func MeanBytes(mix []SizeShare) float64 {
	var m float64
	for _, s := range mix {
		m += float64(s.Bytes) * s.Share
	}
	return m
}
