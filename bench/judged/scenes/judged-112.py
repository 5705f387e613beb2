from manim import *

class VectorScaling(Scene):
    def construct(self):
        plane = NumberPlane()
        vector = Vector([1,2])
        scaled_vector = vector.scale(3)
        self.add(plane, vector, scaled_vector)
        self.wait()