from manim import *

class CubePull(Scene):
    def construct(self):
        # Create the 8 small cubes
        cubes = [Cube(side_length=1, fill_color=BLUE) for _ in range(8)]
        for cube in cubes:
            cube.move_to(np.array([0, 0, 0]))

        # Create the larger cube
        larger_cube = Cube(side_length=2, fill_color=RED)
        larger_cube.move_to(np.array([1, 1, 1]))

        # Add the smaller cubes to the larger cube
        for i in range(8):
            larger_cube.add(cubes[i])

        # Pull one corner cube away from the others
        corner_cube = cubes[0]
        corner_cube.move_to(np.array([1, 1, 1]))
        corner_cube.scale(1.5)
        self.play(Transform(larger_cube, corner_cube))

        self.wait()