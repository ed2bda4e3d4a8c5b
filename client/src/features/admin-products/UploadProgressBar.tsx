import { Box, HStack, Text } from "@chakra-ui/react";

/** Upload progress of the photos while the form is sent (slow connections take a while). */
export function UploadProgressBar({ percent }: { percent: number }) {
  return (
    <Box>
      <HStack justify="space-between" textStyle="sm">
        <Text id="upload-progress-label">Envoi des images</Text>
        <Text aria-hidden="true">{percent} %</Text>
      </HStack>
      <Box
        role="progressbar"
        aria-labelledby="upload-progress-label"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent} %`}
        h="2"
        mt="1"
        borderRadius="full"
        bg="bg.muted"
        overflow="hidden"
      >
        <Box h="full" w={`${percent}%`} bg="brand.solid" transition="width 0.2s" />
      </Box>
    </Box>
  );
}
